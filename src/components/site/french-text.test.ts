import { frenchSpacing } from "@/components/site/french-text";

describe("frenchSpacing", () => {
  it("binds high punctuation and guillemets to the word before or after", () => {
    expect(frenchSpacing("« Je suis de retour sur le terrain ! »")).toBe("«\u00a0Je suis de retour sur le terrain\u00a0!\u00a0»");
    expect(frenchSpacing("Quand faut-il consulter ? Repos : glace ; compression")).toBe(
      "Quand faut-il consulter\u00a0? Repos\u00a0: glace\u00a0; compression",
    );
  });

  it("leaves text without such punctuation untouched", () => {
    expect(frenchSpacing("Pied & Cheville, 09:00 - 18:00")).toBe("Pied & Cheville, 09:00 - 18:00");
  });
});
