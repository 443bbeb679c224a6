import { act, render, screen, within } from "@testing-library/react";
import { Carousel, slidesPerView } from "@/components/site/carousel";
import { services, servicesCarousel } from "@/content/services";

const { slidesToShow, responsive } = servicesCarousel;

describe("slidesPerView with the services carousel of spec §9", () => {
  // slick's breakpoints: a setting holds at its width and below, the wider one a pixel above.
  it.each([
    [1701, 6],
    [1700, 5],
    [1201, 5],
    [1200, 4],
    [993, 4],
    [992, 3],
    [769, 3],
    [768, 2],
    [421, 2],
    [420, 1],
    [320, 1],
  ])("at %i px shows %i slides", (width, expected) => {
    expect(slidesPerView(width, slidesToShow, responsive)).toBe(expected);
  });

  it("keeps the base count when no breakpoint is set", () => {
    expect(slidesPerView(400, 3)).toBe(3);
  });
});

describe("the services carousel", () => {
  const originalWidth = window.innerWidth;
  afterEach(() => {
    vi.useRealTimers();
    Object.defineProperty(window, "innerWidth", { configurable: true, value: originalWidth });
  });

  function renderAt(width: number) {
    Object.defineProperty(window, "innerWidth", { configurable: true, value: width });
    render(
      <Carousel label="Nos services" {...servicesCarousel}>
        {services.map((service) => (
          <p key={service.title}>{service.title}</p>
        ))}
      </Carousel>,
    );
    const region = screen.getByRole("region", { name: "Nos services" });
    // The track holds the slides and, once the width is known, the clones of the infinite loop.
    const track = region.querySelector<HTMLElement>("[aria-live]")!;
    const inView = () => Array.from(track.children, (slide) => slide).filter((slide) => !slide.hasAttribute("aria-hidden")).map((slide) => slide.textContent);
    return { region, track, inView };
  }

  it("has the settings of spec §9: 1000 ms, no autoplay, infinite", () => {
    expect(servicesCarousel).toEqual({
      slidesToShow: 6,
      responsive: { 1700: 5, 1200: 4, 992: 3, 768: 2, 420: 1 },
      infinite: true,
      autoplay: false,
      speed: 1000,
    });
  });

  it("shows four services at exactly 1200 px", () => {
    expect(renderAt(1200).inView()).toEqual(services.slice(0, 4).map((service) => service.title));
  });

  it("shows five services at 1201 px", () => {
    expect(renderAt(1201).inView()).toHaveLength(5);
  });

  it("animates a move over 1000 ms and loops back from the first slide", () => {
    const { region, track, inView } = renderAt(1440);
    expect(track.style.getPropertyValue("--speed")).toBe("1000ms");
    // Infinite: 'previous' is offered at the first slide and brings the last service into view.
    const previous = within(region).getByRole("button", { name: "Diapositive précédente" });
    expect(previous).toBeEnabled();
    act(() => previous.click());
    expect(inView()[0]).toBe(services.at(-1)!.title);
  });

  it("does not move on its own", () => {
    vi.useFakeTimers();
    const { inView } = renderAt(1440);
    const before = inView();
    act(() => vi.advanceTimersByTime(30_000));
    expect(inView()).toEqual(before);
    expect(before[0]).toBe(services[0]!.title);
  });
});
