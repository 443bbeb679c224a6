import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { LoginForm } from "@/components/login/login-form";
import { loginMessages as messages } from "@/schemas/auth";

const push = vi.fn();
vi.mock("next/navigation", () => ({ useRouter: () => ({ push }) }));

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  vi.stubGlobal("fetch", fetchMock);
  fetchMock.mockReset();
  push.mockReset();
});

async function logIn(email = "Dr.Alaoui+rdv@cabinet.ma", password = "secret-password") {
  const user = userEvent.setup();
  render(<LoginForm />);
  await user.type(screen.getByLabelText("E-mail"), email);
  await user.type(screen.getByLabelText("Mot de passe"), password);
  await user.click(screen.getByRole("button", { name: "Se connecter" }));
  return user;
}

describe("LoginForm", () => {
  it("requires the e-mail (of e-mail type) and the password, and offers 'Mot de passe oublié ?'", () => {
    render(<LoginForm />);
    expect(screen.getByLabelText("E-mail")).toBeRequired();
    expect(screen.getByLabelText("E-mail")).toHaveAttribute("type", "email");
    expect(screen.getByLabelText("Mot de passe")).toBeRequired();
    expect(screen.getByLabelText("Mot de passe")).toHaveAttribute("type", "password");
    expect(screen.getByRole("link", { name: "Mot de passe oublié ?" })).toBeInTheDocument();
  });

  it("stores the token without quotes, then the user's id and name, and goes to /responsable", async () => {
    fetchMock
      .mockResolvedValueOnce(new Response('"header.payload.signature"', { status: 200 }))
      .mockResolvedValueOnce(Response.json({ id: 7, nom: "Alaoui", email: "dr.alaoui+rdv@cabinet.ma" }));
    await logIn();
    await waitFor(() => expect(push).toHaveBeenCalledWith("/responsable"));

    const [loginUrl, loginInit] = fetchMock.mock.calls[0]!;
    expect(loginUrl).toBe("/api/auth/login");
    expect(JSON.parse(loginInit?.body as string)).toEqual({ email: "Dr.Alaoui+rdv@cabinet.ma", password: "secret-password" });

    const [lookupUrl, lookupInit] = fetchMock.mock.calls[1]!;
    expect(lookupUrl).toBe("/api/users/email/Dr.Alaoui%2Brdv%40cabinet.ma");
    expect(new Headers(lookupInit?.headers).get("Authorization")).toBe("Bearer header.payload.signature");

    expect(localStorage.getItem("token")).toBe("header.payload.signature");
    expect(localStorage.getItem("userId")).toBe("7");
    expect(localStorage.getItem("userNom")).toBe("Alaoui");
  });

  it("ignores a failed user lookup and still goes to /responsable", async () => {
    fetchMock.mockResolvedValueOnce(new Response('"tok.en.value"', { status: 200 })).mockResolvedValueOnce(new Response(null, { status: 403 }));
    await logIn();
    await waitFor(() => expect(push).toHaveBeenCalledWith("/responsable"));
    expect(localStorage.getItem("token")).toBe("tok.en.value");
    expect(localStorage.getItem("userId")).toBeNull();
    expect(screen.queryByRole("status")).toBeEmptyDOMElement();
  });

  it("ignores a lookup that fails on the network too", async () => {
    fetchMock.mockResolvedValueOnce(new Response("tok.en.value", { status: 200 })).mockRejectedValueOnce(new TypeError("Failed to fetch"));
    await logIn();
    await waitFor(() => expect(push).toHaveBeenCalledWith("/responsable"));
    expect(localStorage.getItem("token")).toBe("tok.en.value");
  });

  it("shows 'E-mail ou mot de passe incorrect.' in red on a refused login and stores nothing", async () => {
    fetchMock.mockResolvedValueOnce(Response.json({ message: "E-mail ou mot de passe incorrect." }, { status: 401 }));
    await logIn();
    expect(await screen.findByText(messages.badCredentials)).toHaveAttribute("data-tone", "error");
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem("token")).toBeNull();
    expect(push).not.toHaveBeenCalled();
    expect(screen.getByLabelText("E-mail")).toHaveValue("Dr.Alaoui+rdv@cabinet.ma");
  });

  it("shows 'Erreur de connexion au serveur.' when the server cannot be reached", async () => {
    fetchMock.mockRejectedValueOnce(new TypeError("Failed to fetch"));
    await logIn();
    expect(await screen.findByText(messages.network)).toBeInTheDocument();
    expect(push).not.toHaveBeenCalled();
  });

  it("shows and hides the password", async () => {
    const user = userEvent.setup();
    render(<LoginForm />);
    await user.click(screen.getByRole("button", { name: "Afficher le mot de passe" }));
    expect(screen.getByLabelText("Mot de passe")).toHaveAttribute("type", "text");
    await user.click(screen.getByRole("button", { name: "Masquer le mot de passe" }));
    expect(screen.getByLabelText("Mot de passe")).toHaveAttribute("type", "password");
  });

  describe("after an expired session", () => {
    afterEach(() => window.history.replaceState(null, "", "/"));

    it("says the session expired and goes back to the page the person was on", async () => {
      window.history.replaceState(null, "", "/login?expiree=1&retour=%2Fresponsable%2Fpatients%2F12%23rdv-9");
      fetchMock.mockResolvedValueOnce(new Response('"tok.en.value"', { status: 200 })).mockResolvedValueOnce(Response.json({ id: 7, nom: "Alaoui" }));
      await logIn();
      expect(screen.getByText("Votre session a expiré. Veuillez vous reconnecter.")).toBeInTheDocument();
      await waitFor(() => expect(push).toHaveBeenCalledWith("/responsable/patients/12#rdv-9"));
    });

    it("never goes to another site, whatever the address says", async () => {
      window.history.replaceState(null, "", "/login?expiree=1&retour=%2F%2Fevil.example%2Fresponsable");
      fetchMock.mockResolvedValueOnce(new Response('"tok.en.value"', { status: 200 })).mockResolvedValueOnce(Response.json({ id: 7, nom: "Alaoui" }));
      await logIn();
      await waitFor(() => expect(push).toHaveBeenCalledWith("/responsable"));
    });

    it("shows nothing of it on a plain login, which goes to /responsable as the spec says", async () => {
      window.history.replaceState(null, "", "/login?retour=%2Fresponsable%2Fpatients%2F12");
      fetchMock.mockResolvedValueOnce(new Response('"tok.en.value"', { status: 200 })).mockResolvedValueOnce(Response.json({ id: 7, nom: "Alaoui" }));
      await logIn();
      expect(screen.queryByText("Votre session a expiré. Veuillez vous reconnecter.")).not.toBeInTheDocument();
      await waitFor(() => expect(push).toHaveBeenCalledWith("/responsable"));
    });
  });
});
