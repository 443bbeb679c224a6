import { render } from "@testing-library/react";
import { RENDER_ALL_SECTIONS_ATTRIBUTE, RenderSectionsBeforeJumps } from "@/components/site/render-sections-before-jumps";

const allSectionsRendered = () => document.documentElement.hasAttribute(RENDER_ALL_SECTIONS_ATTRIBUTE);

function clickLink(href: string) {
  const link = document.createElement("a");
  link.href = href;
  link.textContent = href;
  // jsdom would navigate away: stop the default action after the capture listener has run.
  link.addEventListener("click", (event) => event.preventDefault());
  document.body.append(link);
  link.click();
  link.remove();
}

describe("RenderSectionsBeforeJumps", () => {
  beforeEach(() => {
    document.documentElement.removeAttribute(RENDER_ALL_SECTIONS_ATTRIBUTE);
    window.history.replaceState(null, "", "/");
  });

  it("lets the sections wait for the viewport on a page opened without a hash", () => {
    render(<RenderSectionsBeforeJumps />);
    expect(allSectionsRendered()).toBe(false);
  });

  it("lays every section out when the page is opened on one of them", () => {
    window.history.replaceState(null, "", "/#appointment");
    render(<RenderSectionsBeforeJumps />);
    expect(allSectionsRendered()).toBe(true);
  });

  it("lays every section out before a link to a section of this page is followed", () => {
    render(<RenderSectionsBeforeJumps />);
    clickLink("/contact#map");
    clickLink("/");
    expect(allSectionsRendered()).toBe(false);
    clickLink("/#faq");
    expect(allSectionsRendered()).toBe(true);
  });

  it("does so when the hash changes another way (history, a typed address)", () => {
    render(<RenderSectionsBeforeJumps />);
    window.dispatchEvent(new HashChangeEvent("hashchange"));
    expect(allSectionsRendered()).toBe(true);
  });
});
