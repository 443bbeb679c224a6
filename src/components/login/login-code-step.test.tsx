import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { LoginForm } from "@/components/login/login-form";

const push = vi.fn();
vi.mock("next/navigation", () => ({ useRouter: () => ({ push }) }));

const fetchMock = vi.fn<typeof fetch>();
const codeRequired = () => Response.json({ message: "Code de vérification requis.", totpRequired: true, jetonSecondFacteur: "jeton.en.attente" }, { status: 401 });

beforeEach(() => {
  vi.stubGlobal("fetch", fetchMock);
  fetchMock.mockReset();
  push.mockReset();
});

/** E-mail and password, answered by the code step's question. */
async function reachCodeStep() {
  const user = userEvent.setup();
  fetchMock.mockResolvedValueOnce(codeRequired());
  render(<LoginForm />);
  await user.type(screen.getByLabelText("E-mail"), "nadia@cabinet.ma");
  await user.type(screen.getByLabelText("Mot de passe"), "mot-de-passe-du-personnel");
  await user.click(screen.getByRole("button", { name: "Se connecter" }));
  await screen.findByRole("form", { name: "Vérification en deux étapes" });
  return user;
}

const sentBody = (call: number) => JSON.parse(fetchMock.mock.calls[call]![1]?.body as string) as Record<string, string>;

describe("LoginForm's second step (two-factor login)", () => {
  it("asks for the app's code, with the phone's numeric keypad and its one-time-code filling, focused", async () => {
    await reachCodeStep();
    const code = screen.getByLabelText("Code de vérification");
    expect(code).toHaveAttribute("inputmode", "numeric");
    expect(code).toHaveAttribute("autocomplete", "one-time-code");
    expect(code).toHaveFocus();
    expect(screen.queryByText("E-mail ou mot de passe incorrect.")).not.toBeInTheDocument();
    expect(localStorage.getItem("token")).toBeNull();
  });

  it("sends the pending token with the code, never the password, then goes on as the spec's login does", async () => {
    const user = await reachCodeStep();
    fetchMock.mockResolvedValueOnce(new Response('"header.payload.signature"', { status: 200 })).mockResolvedValueOnce(Response.json({ id: 9, nom: "Tazi" }));
    await user.type(screen.getByLabelText("Code de vérification"), "123 456");
    await user.click(screen.getByRole("button", { name: "Vérifier" }));
    await waitFor(() => expect(push).toHaveBeenCalledWith("/responsable"));
    expect(sentBody(1)).toEqual({ jetonSecondFacteur: "jeton.en.attente", code: "123 456" });
    expect(localStorage.getItem("token")).toBe("header.payload.signature");
    expect(localStorage.getItem("userNom")).toBe("Tazi");
  });

  it("says what the server said of a wrong code, clears the field for the next one and stays on the step", async () => {
    const user = await reachCodeStep();
    fetchMock.mockResolvedValueOnce(Response.json({ message: "Code de vérification incorrect.", totpRequired: true }, { status: 401 }));
    await user.type(screen.getByLabelText("Code de vérification"), "000000");
    await user.click(screen.getByRole("button", { name: "Vérifier" }));
    expect(await screen.findByText("Code de vérification incorrect.")).toHaveAttribute("data-tone", "error");
    expect(screen.getByLabelText("Code de vérification")).toHaveValue("");
    expect(screen.getByLabelText("Code de vérification")).toHaveFocus();
    expect(push).not.toHaveBeenCalled();
  });

  it("says so when too many tries must wait", async () => {
    const user = await reachCodeStep();
    fetchMock.mockResolvedValueOnce(Response.json({ message: "Trop de tentatives. Veuillez réessayer plus tard." }, { status: 429 }));
    await user.type(screen.getByLabelText("Code de vérification"), "000000");
    await user.click(screen.getByRole("button", { name: "Vérifier" }));
    expect(await screen.findByText("Trop de tentatives. Veuillez réessayer plus tard.")).toBeInTheDocument();
  });

  it("takes a recovery code instead after 'Utiliser un code de secours'", async () => {
    const user = await reachCodeStep();
    await user.click(screen.getByRole("button", { name: "Utiliser un code de secours" }));
    const field = screen.getByLabelText("Code de secours");
    expect(field).toHaveFocus();
    fetchMock.mockResolvedValueOnce(new Response('"a.b.c"', { status: 200 })).mockResolvedValueOnce(new Response(null, { status: 404 }));
    await user.type(field, "abcde-fghjk");
    await user.click(screen.getByRole("button", { name: "Vérifier" }));
    await waitFor(() => expect(push).toHaveBeenCalledWith("/responsable"));
    expect(sentBody(1)).toEqual({ jetonSecondFacteur: "jeton.en.attente", recoveryCode: "abcde-fghjk" });
  });

  it("asks for a code before sending an empty one", async () => {
    const user = await reachCodeStep();
    await user.click(screen.getByRole("button", { name: "Vérifier" }));
    expect(screen.getByText("Le code de vérification est obligatoire.")).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("goes back to the password, saying why, when the server no longer takes the pending login", async () => {
    const user = await reachCodeStep();
    const expired = "La vérification a expiré. Saisissez à nouveau votre e-mail et votre mot de passe.";
    fetchMock.mockResolvedValueOnce(Response.json({ message: expired }, { status: 401 }));
    await user.type(screen.getByLabelText("Code de vérification"), "123456");
    await user.click(screen.getByRole("button", { name: "Vérifier" }));
    expect(await screen.findByText(expired)).toHaveAttribute("data-tone", "error");
    expect(screen.getByLabelText("Mot de passe")).toHaveValue("");
    expect(screen.getByLabelText("E-mail")).toHaveValue("nadia@cabinet.ma");
  });

  it("has dropped the password once the code is asked for: 'Retour' shows the field empty", async () => {
    const user = await reachCodeStep();
    await user.click(screen.getByRole("button", { name: "Retour" }));
    expect(screen.getByLabelText("Mot de passe")).toHaveValue("");
    expect(screen.getByLabelText("E-mail")).toHaveValue("nadia@cabinet.ma");
    expect(screen.getByRole("status")).toBeEmptyDOMElement();
  });

  it("takes an answer without a pending token as a refusal, and never sends the password twice", async () => {
    const user = userEvent.setup();
    fetchMock.mockResolvedValueOnce(Response.json({ message: "Code de vérification requis.", totpRequired: true }, { status: 401 }));
    render(<LoginForm />);
    await user.type(screen.getByLabelText("E-mail"), "nadia@cabinet.ma");
    await user.type(screen.getByLabelText("Mot de passe"), "mot-de-passe-du-personnel");
    await user.click(screen.getByRole("button", { name: "Se connecter" }));
    expect(await screen.findByText("E-mail ou mot de passe incorrect.")).toBeInTheDocument();
    expect(screen.queryByRole("form", { name: "Vérification en deux étapes" })).not.toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
