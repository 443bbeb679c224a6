/** Every page of the product, for the scans that must cover them all (headers, accessibility). */
export const publicRoutes = [
  "/",
  "/appointments",
  "/rendez-vous",
  "/rendez-vous/liste-attente",
  "/contact",
  "/login",
  "/confidentialite",
  "/about",
  "/doctors",
  "/doctors/doctor-details",
  "/departments",
  "/departments/department-details",
  "/blog",
  "/blog/blog-details",
  "/pricing-plan",
  "/gallery",
  "/timetable",
  "/home-v2",
  "/home-v3",
  "/home-v4",
  "/home-v5",
  "/home-v6",
  ...arabicRoutes(),
];

/** The practice's own pages in Arabic (decision 031). */
export function arabicRoutes(): string[] {
  return ["/ar", "/ar/appointments", "/ar/contact", "/ar/confidentialite", "/ar/rendez-vous", "/ar/rendez-vous/liste-attente"];
}

/** An unknown path under /ar: the spec's not-found page, with an Arabic line. */
export const arabicNotFoundRoute = "/ar/cette-page-n-existe-pas";

export const staffRoutes = ["/responsable", "/responsable/personnels"];

export const notFoundRoute = "/cette-page-n-existe-pas";
