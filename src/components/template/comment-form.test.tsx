import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { CommentForm, rememberedAuthorKey } from "@/components/template/comment-form";

async function fillAndSend(user: ReturnType<typeof userEvent.setup>, remember: boolean) {
  await user.type(screen.getByLabelText(/Commentaire/), "Très utile, merci.");
  await user.type(screen.getByLabelText(/^Nom/), "Salma Berrada");
  await user.type(screen.getByLabelText(/^E-mail/), "salma@example.com");
  if (remember) await user.click(screen.getByRole("checkbox"));
  await user.click(screen.getByRole("button", { name: "Publier le commentaire" }));
}

describe("CommentForm", () => {
  it("marks comment, name and e-mail as required", () => {
    render(<CommentForm />);
    expect(screen.getByLabelText(/Commentaire/)).toBeRequired();
    expect(screen.getByLabelText(/^Nom/)).toBeRequired();
    expect(screen.getByLabelText(/^E-mail/)).toBeRequired();
  });

  it("keeps the name and e-mail in this browser when the box is ticked", async () => {
    const user = userEvent.setup();
    const { unmount } = render(<CommentForm />);
    await fillAndSend(user, true);
    expect(JSON.parse(window.localStorage.getItem(rememberedAuthorKey) ?? "null")).toEqual({ name: "Salma Berrada", email: "salma@example.com" });
    expect(screen.getByLabelText(/Commentaire/)).toHaveValue("");
    unmount();

    render(<CommentForm />);
    expect(await screen.findByDisplayValue("Salma Berrada")).toBeInTheDocument();
    expect(screen.getByLabelText(/^E-mail/)).toHaveValue("salma@example.com");
    expect(screen.getByRole("checkbox")).toBeChecked();
  });

  it("forgets them when the box is not ticked", async () => {
    window.localStorage.setItem(rememberedAuthorKey, JSON.stringify({ name: "Old", email: "old@example.com" }));
    const user = userEvent.setup();
    render(<CommentForm />);
    await user.click(await screen.findByRole("checkbox", { checked: true }));
    // A blank comment is refused: nothing is saved or forgotten yet.
    await user.type(screen.getByLabelText(/Commentaire/), "   ");
    await user.click(screen.getByRole("button", { name: "Publier le commentaire" }));
    expect(screen.getByText("Veuillez remplir tous les champs obligatoires.")).toBeInTheDocument();
    expect(window.localStorage.getItem(rememberedAuthorKey)).not.toBeNull();
    await user.type(screen.getByLabelText(/Commentaire/), "Merci.");
    await user.click(screen.getByRole("button", { name: "Publier le commentaire" }));
    expect(window.localStorage.getItem(rememberedAuthorKey)).toBeNull();
  });
});
