import { describe, expect, it } from "vitest";
import { montantEnLettres, nombreEnLettres } from "@/domain/fees/amount-in-words";

const dh = (dirhams: number) => Math.round(dirhams * 100);

describe("montantEnLettres", () => {
  it.each([
    [0, "zéro dirham"],
    [1, "un dirham"],
    [21, "vingt et un dirhams"],
    [71, "soixante et onze dirhams"],
    [80, "quatre-vingts dirhams"],
    [91, "quatre-vingt-onze dirhams"],
    [100, "cent dirhams"],
    [200, "deux cents dirhams"],
    [280, "deux cent quatre-vingts dirhams"],
    [300, "trois cents dirhams"],
    [1000, "mille dirhams"],
    [1001, "mille un dirhams"],
    [2550.5, "deux mille cinq cent cinquante dirhams et cinquante centimes"],
    [1_000_000, "un million de dirhams"],
  ])("%s DH → %s", (dirhams, words) => {
    expect(montantEnLettres(dh(dirhams))).toBe(words);
  });

  it("writes centimes alone, and one centime in the singular", () => {
    expect(montantEnLettres(50)).toBe("cinquante centimes");
    expect(montantEnLettres(101)).toBe("un dirham et un centime");
  });

  it("keeps the plural s of cents and quatre-vingts before million, drops it before mille", () => {
    expect(nombreEnLettres(80_000)).toBe("quatre-vingt mille");
    expect(nombreEnLettres(200_000)).toBe("deux cent mille");
    expect(nombreEnLettres(200_000_000)).toBe("deux cents millions");
    expect(nombreEnLettres(2_000_080)).toBe("deux millions quatre-vingts");
    expect(montantEnLettres(dh(3_000_000))).toBe("trois millions de dirhams");
  });

  it("spells the numbers with et, hyphens and the seventies and nineties", () => {
    expect(nombreEnLettres(17)).toBe("dix-sept");
    expect(nombreEnLettres(61)).toBe("soixante et un");
    expect(nombreEnLettres(77)).toBe("soixante-dix-sept");
    expect(nombreEnLettres(81)).toBe("quatre-vingt-un");
    expect(nombreEnLettres(99)).toBe("quatre-vingt-dix-neuf");
    expect(nombreEnLettres(22_500)).toBe("vingt-deux mille cinq cents");
  });

  it("refuses a negative or fractional amount of centimes", () => {
    expect(() => montantEnLettres(-1)).toThrow(RangeError);
    expect(() => montantEnLettres(12.5)).toThrow(RangeError);
  });
});
