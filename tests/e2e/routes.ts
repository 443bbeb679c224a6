/** Every page of the product, for the scans that must cover them all (headers, accessibility). */
export const publicRoutes = [
  "/",
  "/appointments",
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
];

export const staffRoutes = ["/responsable", "/responsable/personnels"];

export const notFoundRoute = "/cette-page-n-existe-pas";
