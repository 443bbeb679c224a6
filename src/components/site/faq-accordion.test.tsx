import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { FaqAccordion } from "@/components/site/faq-accordion";
import { frenchSpacing } from "@/components/site/french-text";
import { faqItems } from "@/content/faq";

// Questions keep French spacing: a no-break space before '?'.
const question = (index: number) => screen.getByRole("button", { name: frenchSpacing(faqItems[index]!.title) });
const answer = (index: number) => screen.queryByText(faqItems[index]!.content);

describe("FaqAccordion", () => {
  it("shows the five questions with only the third answer open at first", () => {
    render(<FaqAccordion items={faqItems} />);
    expect(screen.getAllByRole("button")).toHaveLength(5);
    faqItems.forEach((_, index) => {
      expect(question(index)).toHaveAttribute("aria-expanded", index === 2 ? "true" : "false");
      if (index === 2) expect(answer(index)).toBeVisible();
      else expect(answer(index)).not.toBeVisible();
    });
  });

  it("keeps one answer open at a time", async () => {
    const user = userEvent.setup();
    render(<FaqAccordion items={faqItems} />);
    await user.click(question(0));
    expect(answer(0)).toBeVisible();
    expect(answer(2)).not.toBeVisible();
    expect(screen.getAllByRole("button", { expanded: true })).toHaveLength(1);
  });

  it("closes the open answer when its question is clicked again", async () => {
    const user = userEvent.setup();
    render(<FaqAccordion items={faqItems} />);
    await user.click(question(2));
    expect(answer(2)).not.toBeVisible();
    expect(screen.queryAllByRole("button", { expanded: true })).toHaveLength(0);
  });

  it("opens from the keyboard and honours another default", async () => {
    const user = userEvent.setup();
    render(<FaqAccordion items={faqItems} defaultOpenIndex={null} />);
    expect(screen.queryAllByRole("button", { expanded: true })).toHaveLength(0);
    await user.tab();
    await user.keyboard("{Enter}");
    expect(question(0)).toHaveAttribute("aria-expanded", "true");
    expect(answer(0)).toBeVisible();
  });
});
