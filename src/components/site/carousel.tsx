"use client";

import { Children, useCallback, useEffect, useRef, useState } from "react";
import clsx from "clsx";
import { ChevronLeft, ChevronRight } from "@/components/site/sprite-icons";
import { siteWordsFr, fill, type SiteWords } from "@/content/site-words";

export type CarouselBreakpoint = 1700 | 1200 | 992 | 768 | 420;

export type CarouselProps = {
  /** One child per slide. */
  children: React.ReactNode;
  /** Accessible name of the carousel. */
  label: string;
  slidesToShow?: number;
  /** Slides shown at each width and below (slick's breakpoints), e.g. { 992: 3, 768: 2, 420: 1 }. */
  responsive?: Partial<Record<CarouselBreakpoint, number>>;
  infinite?: boolean;
  /** Animation length in ms. */
  speed?: number;
  autoplay?: boolean;
  autoplaySpeed?: number;
  arrows?: boolean;
  dots?: boolean;
  /** Space between slides (CSS length). */
  gap?: string;
  className?: string;
  /** The carousel's spoken words in the page's language; French by default. */
  words?: SiteWords["carousel"];
};

const BREAKPOINTS: CarouselBreakpoint[] = [1700, 1200, 992, 768, 420];

/**
 * Slides in view at a window width: a breakpoint's value applies at that width and below, as in
 * slick (whose settings the spec gives), so at exactly 1200 px the 1200 setting holds.
 */
export function slidesPerView(width: number, base: number, responsive: CarouselProps["responsive"] = {}): number {
  let perView = base;
  for (const breakpoint of BREAKPOINTS) {
    if (width <= breakpoint && responsive[breakpoint] !== undefined) perView = responsive[breakpoint]!;
  }
  return perView;
}

/**
 * A light carousel (no library): slides per view set in CSS per breakpoint, one slide per step,
 * infinite by cloning the edge slides, arrows disabled at the ends when not infinite, optional
 * dots and autoplay (paused on hover and focus, off when reduced motion is asked for).
 */
export function Carousel({
  children,
  label,
  slidesToShow = 3,
  responsive,
  infinite = true,
  speed = 500,
  autoplay = false,
  autoplaySpeed = 4000,
  arrows = true,
  dots = false,
  gap = "1.5rem",
  className,
  words = siteWordsFr.carousel,
}: CarouselProps) {
  const slides = Children.toArray(children);
  const count = slides.length;
  const [index, setIndex] = useState(0);
  // Animated only while a move is under way, so that a resize never slides the track.
  const [moving, setMoving] = useState(false);
  const [perView, setPerView] = useState<number | null>(null);
  const [paused, setPaused] = useState(false);
  const busy = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const touchStart = useRef<number | null>(null);

  useEffect(() => {
    const update = () => setPerView(slidesPerView(window.innerWidth, slidesToShow, responsive));
    update();
    window.addEventListener("resize", update);
    return () => window.removeEventListener("resize", update);
  }, [slidesToShow, responsive]);

  useEffect(() => () => clearTimeout(timer.current), []);

  const shown = perView ?? slidesToShow;
  // One step at a time needs one clone before the first slide and a view's worth after the last.
  // They are added once the browser knows how many slides a view shows: the server's HTML carries
  // each slide once (the clones were a tenth of the home page's elements), and hydration matches.
  const cloning = infinite && count > 1 && perView !== null;
  const clonesBefore = cloning ? 1 : 0;
  const clonesAfter = cloning ? Math.min(count, shown) : 0;
  const scrollable = count > shown;
  const lastIndex = infinite ? count - 1 : Math.max(0, count - shown);

  const goTo = useCallback(
    (target: number) => {
      if (busy.current || !scrollable) return;
      let next = target;
      if (!infinite) next = Math.min(Math.max(target, 0), lastIndex);
      if (next === index) return;
      busy.current = true;
      setMoving(true);
      setIndex(next);
      // Once the slide has moved, a clone in view is swapped for its original without animation.
      timer.current = setTimeout(() => {
        busy.current = false;
        setMoving(false);
        if (next >= count || next < 0) setIndex(((next % count) + count) % count);
      }, speed);
    },
    [count, index, infinite, lastIndex, scrollable, speed],
  );

  const reducedMotion = typeof window !== "undefined" && window.matchMedia?.("(prefers-reduced-motion: reduce)").matches;
  useEffect(() => {
    if (!autoplay || paused || reducedMotion || !scrollable) return;
    const id = setInterval(() => goTo(index + 1 > lastIndex && !infinite ? 0 : index + 1), autoplaySpeed);
    return () => clearInterval(id);
  }, [autoplay, autoplaySpeed, goTo, index, infinite, lastIndex, paused, reducedMotion, scrollable]);

  const offset = index + clonesBefore;
  const track: React.ReactNode[] = [];
  const push = (slide: React.ReactNode, position: number, clone: boolean, key: string, realIndex: number) => {
    const visible = perView === null ? !clone : position >= offset && position < offset + shown;
    track.push(
      <div
        key={key}
        className="carousel-slide"
        role={clone ? undefined : "group"}
        aria-roledescription={clone ? undefined : words.slideRole}
        aria-label={clone ? undefined : fill(words.slide, { n: realIndex + 1, count })}
        aria-hidden={visible ? undefined : true}
        inert={!visible}
      >
        {slide}
      </div>,
    );
  };
  for (let i = 0; i < clonesBefore; i++) push(slides[count - clonesBefore + i], i, true, `before-${i}`, count - clonesBefore + i);
  slides.forEach((slide, i) => push(slide, clonesBefore + i, false, `slide-${i}`, i));
  for (let i = 0; i < clonesAfter; i++) push(slides[i], clonesBefore + count + i, true, `after-${i}`, i);

  const style = {
    "--pv-base": slidesToShow,
    "--offset": offset,
    "--speed": `${speed}ms`,
    "--gap": gap,
    ...Object.fromEntries(Object.entries(responsive ?? {}).map(([width, value]) => [`--pv-${width}`, value])),
  } as React.CSSProperties;

  const activeDot = ((index % count) + count) % count;

  return (
    <div
      role="region"
      aria-roledescription={words.role}
      aria-label={label}
      className={clsx("relative", className)}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <div
        className="carousel-viewport"
        style={{ "--gap": gap } as React.CSSProperties}
        onPointerDown={(event) => {
          if (event.pointerType !== "mouse") touchStart.current = event.clientX;
        }}
        onPointerUp={(event) => {
          if (touchStart.current === null) return;
          const delta = event.clientX - touchStart.current;
          touchStart.current = null;
          // A swipe towards the inline start shows the next slides (leftwards in French, rightwards in Arabic).
          const towardsStart = getComputedStyle(event.currentTarget).direction === "rtl" ? delta > 0 : delta < 0;
          if (Math.abs(delta) > 40) goTo(towardsStart ? index + 1 : index - 1);
        }}
      >
        <div className={clsx("carousel-track", moving && "carousel-animated")} style={style} aria-live={autoplay ? "off" : "polite"}>
          {track}
        </div>
      </div>

      {(arrows || dots) && scrollable && (
        <div className="mt-8 flex items-center justify-center gap-5">
          {arrows && (
            <CarouselArrow direction="previous" label={words.previous} disabled={!infinite && index <= 0} onClick={() => goTo(index - 1)} />
          )}
          {dots && (
            <div className="flex items-center gap-2">
              {slides.map((_, i) => (
                <button
                  key={i}
                  type="button"
                  onClick={() => goTo(i)}
                  aria-label={fill(words.goTo, { n: i + 1 })}
                  aria-current={activeDot === i ? "true" : undefined}
                  className={clsx("h-2.5 rounded-full transition-all", activeDot === i ? "w-7 bg-primary-700" : "w-2.5 bg-primary-200 hover:bg-primary-400")}
                />
              ))}
            </div>
          )}
          {arrows && <CarouselArrow direction="next" label={words.next} disabled={!infinite && index >= lastIndex} onClick={() => goTo(index + 1)} />}
        </div>
      )}
    </div>
  );
}

function CarouselArrow({ direction, label, disabled, onClick }: { direction: "previous" | "next"; label: string; disabled: boolean; onClick: () => void }) {
  const Icon = direction === "previous" ? ChevronLeft : ChevronRight;
  return (
    <button
      type="button"
      onClick={onClick}
      disabled={disabled}
      aria-label={label}
      className="grid size-12 place-items-center rounded-full border border-primary-200 bg-white text-primary-700 shadow-sm transition-colors hover:border-primary-700 hover:bg-primary-700 hover:text-white disabled:cursor-not-allowed disabled:opacity-40 disabled:hover:border-primary-200 disabled:hover:bg-white disabled:hover:text-primary-700"
    >
      <Icon className="size-5 rtl:-scale-x-100" aria-hidden="true" />
    </button>
  );
}
