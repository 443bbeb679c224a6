import { bookingPermalink } from "@/components/site/booking/booking-permalink";

describe("the booking page's permalink", () => {
  it("keeps the choice of type, doctor and days, and nothing else", () => {
    expect(bookingPermalink("/rendez-vous", {})).toBe("/rendez-vous");
    expect(bookingPermalink("/rendez-vous", { type: "3", medecin: "premier", jour: "2026-12-03", nom: "Alaoui" })).toBe("/rendez-vous?type=3&medecin=premier&jour=2026-12-03");
    expect(bookingPermalink("/ar/rendez-vous", { type: ["4", "5"], du: "<script>" })).toBe("/ar/rendez-vous?type=4");
  });
});
