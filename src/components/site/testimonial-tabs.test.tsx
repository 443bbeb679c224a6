import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { TestimonialTabs } from "@/components/site/testimonial-tabs";
import { testimonials, testimonialsDefaultTab } from "@/content/testimonials";

const visiblePanel = () => screen.getByRole("tabpanel");

describe("TestimonialTabs", () => {
  it("shows three tabs with the second one selected first", () => {
    render(<TestimonialTabs testimonials={testimonials} defaultTab={testimonialsDefaultTab} />);
    const tabs = screen.getAllByRole("tab");
    expect(tabs).toHaveLength(3);
    expect(tabs.map((tab) => tab.getAttribute("aria-selected"))).toEqual(["false", "true", "false"]);
    expect(within(visiblePanel()).getByText(testimonials[1]!.name)).toBeInTheDocument();
    expect(screen.getAllByRole("tabpanel")).toHaveLength(1);
  });

  it("fills the stars at rating × 20 %", () => {
    render(<TestimonialTabs testimonials={testimonials} defaultTab={3} />);
    expect(within(visiblePanel()).getByTestId("star-fill")).toHaveStyle({ width: "90%" });
    expect(within(visiblePanel()).getByRole("img", { name: "Note : 4,5 sur 5" })).toBeInTheDocument();
  });

  it("switches on click and with the arrow keys", async () => {
    const user = userEvent.setup();
    render(<TestimonialTabs testimonials={testimonials} defaultTab={2} />);
    await user.click(screen.getByRole("tab", { name: new RegExp(testimonials[0]!.name) }));
    expect(within(visiblePanel()).getByText(testimonials[0]!.name)).toBeInTheDocument();

    await user.keyboard("{ArrowLeft}");
    expect(screen.getByRole("tab", { selected: true })).toHaveAccessibleName(new RegExp(testimonials[2]!.name));
    expect(screen.getByRole("tab", { selected: true })).toHaveFocus();
    expect(within(visiblePanel()).getByText(`« ${testimonials[2]!.text} »`)).toBeInTheDocument();
  });
});
