import { figures } from "@/content/template/about";
import { blogHeading, blogPosts } from "@/content/template/blog";
import { departments } from "@/content/template/departments";
import { doctorCategories, doctors } from "@/content/template/doctors";
import { galleryImages } from "@/content/template/gallery";
import { pricingPlans } from "@/content/template/pricing";
import { formatHour, slotTimeRange, timetableCloses, timetableDays, timetableOpens, timetableSlots } from "@/content/template/timetable";

describe("template content", () => {
  it("has the six plans of spec §3, per month, Wellness alone popular", () => {
    expect(pricingPlans.map((plan) => [plan.title, plan.price, plan.period])).toEqual([
      ["Family Health", "$249", "/month"],
      ["Wellness", "$99", "/month"],
      ["Senior Wellness", "$149", "/month"],
      ["Dental Health", "$79", "/month"],
      ["Women's Health", "$169", "/month"],
      ["Sports & Fitness", "$119", "/month"],
    ]);
    expect(pricingPlans.filter((plan) => plan.popular).map((plan) => plan.title)).toEqual(["Wellness"]);
  });

  it("has the five figures of spec §9", () => {
    expect(figures.map((figure) => figure.number)).toEqual(["20+", "95%", "5000+", "10+", "22+"]);
  });

  it("has doctors in every category, eight departments, nine posts and seven gallery images", () => {
    for (const category of doctorCategories) expect(doctors.some((doctor) => doctor.category === category)).toBe(true);
    expect(new Set(doctors.map((doctor) => doctor.id)).size).toBe(doctors.length);
    expect(departments).toHaveLength(8);
    for (const department of departments) expect(department.treatments).toHaveLength(4);
    expect(blogHeading).toBe("Psychology and Life Style");
    expect(blogPosts).toHaveLength(9);
    expect(galleryImages).toHaveLength(7);
  });
});

describe("timetable", () => {
  it("runs Monday to Saturday, 8:00 AM to 9:00 PM", () => {
    expect(timetableDays).toEqual(["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"]);
    expect(formatHour(timetableOpens)).toBe("8:00 AM");
    expect(formatHour(timetableCloses)).toBe("9:00 PM");
    expect(formatHour(12)).toBe("12:00 PM");
  });

  it("has slots of 1 to 4 hours inside opening hours, never overlapping on a day", () => {
    for (const slot of timetableSlots) {
      expect(slot.hour).toBeGreaterThanOrEqual(1);
      expect(slot.hour).toBeLessThanOrEqual(4);
      expect(slot.start).toBeGreaterThanOrEqual(timetableOpens);
      expect(slot.start + slot.hour).toBeLessThanOrEqual(timetableCloses);
    }
    for (const day of timetableDays) {
      const hours = timetableSlots.filter((slot) => slot.day === day).flatMap((slot) => Array.from({ length: slot.hour }, (_, i) => slot.start + i));
      expect(new Set(hours).size).toBe(hours.length);
    }
  });

  it("shows each slot's time range", () => {
    expect(slotTimeRange({ start: 11, hour: 3 })).toBe("11:00 AM - 2:00 PM");
  });
});
