import type { SiteWords } from "@/content/site-words";

/**
 * The shared components' words on the Arabic pages (Modern Standard Arabic). The menu's last
 * entry leads to the staff area, which is in French. The template's English search box
 * ('Search Doctors') is a French-page spec text: here it says the same in Arabic.
 */
export const siteWordsAr: SiteWords = {
  locale: "ar",
  paths: { home: "/ar", appointments: "/ar/appointments", contact: "/ar/contact", privacy: "/ar/confidentialite" },
  nav: [
    { label: "الرئيسية", href: "/ar" },
    { label: "الخدمات", href: "/ar#services" },
    { label: "اتصل بنا", href: "/ar/contact" },
    { label: "حجز موعد", href: "/ar/appointments" },
    { label: "فضاء المهنيين", href: "/responsable" },
  ],
  footerLinks: [
    { label: "الرئيسية", href: "/ar" },
    { label: "من نحن", href: "/ar#about" },
    { label: "الخدمات", href: "/ar#services" },
    { label: "حجز موعد", href: "/ar/appointments" },
    { label: "اتصل بنا", href: "/ar/contact" },
    { label: "الأسئلة الشائعة", href: "/ar#faq" },
    { label: "سياسة الخصوصية", href: "/ar/confidentialite" },
    { label: "فضاء المهنيين", href: "/responsable" },
  ],
  skipLink: "الانتقال إلى المحتوى الرئيسي",
  logo: { doctor: "الدكتور {name}", specialty: "جراحة العظام والمفاصل والرضوض", home: " — الصفحة الرئيسية" },
  header: {
    mainMenu: "القائمة الرئيسية",
    mobileMenu: "قائمة الهاتف",
    openSearch: "البحث عن طبيب",
    closeSearch: "إغلاق البحث",
    openPanel: "فتح لوحة المعلومات",
    openMenu: "فتح القائمة",
    closeMenu: "إغلاق القائمة",
    urgent: "المستعجلات:",
    searchLabel: "البحث عن طبيب",
    searchButton: "بحث",
    languages: "لغة الموقع",
  },
  panel: {
    blurb: "جراحة العظام والمفاصل والرضوض: رعاية دقيقة ومتأنية، من التشخيص إلى العودة إلى أنشطتكم.",
    close: "إغلاق اللوحة",
    contact: "التواصل",
    newsletter: "النشرة الإخبارية",
    newsletterText: "نصائحنا للوقاية، مرة واحدة في الشهر.",
  },
  contact: { phone: "الهاتف", urgent: "المستعجلات", email: "البريد الإلكتروني", address: "العنوان", hours: "أوقات العمل", closed: "مغلق" },
  footer: {
    blurb: "عيادة جراحة العظام والمفاصل والرضوض. رعاية عالية الجودة وفريق يُصغي إليكم، لتستعيدوا حركتكم بثقة.",
    usefulLinks: "روابط مفيدة",
    contact: "التواصل",
    newsletter: "النشرة الإخبارية",
    newsletterText: "توصلوا بنصائحنا للوقاية وبأخبار العيادة، مرة واحدة في الشهر.",
    rights: "جميع الحقوق محفوظة.",
    privacy: "سياسة الخصوصية",
    cndp: "مرجع اللجنة الوطنية لحماية المعطيات الشخصية (CNDP): رقم",
  },
  newsletter: { form: "الاشتراك في النشرة الإخبارية", label: "البريد الإلكتروني", placeholder: "بريدكم الإلكتروني", submit: "اشتراك" },
  breadcrumbs: { label: "مسار التصفح", home: "الرئيسية" },
  carousel: { role: "عرض متتابع", slideRole: "شريحة", slide: "{n} من {count}", goTo: "الانتقال إلى الشريحة {n}", previous: "الشريحة السابقة", next: "الشريحة التالية" },
  testimonials: { list: "شهادات المرضى", rating: "التقييم: {rating} من 5", quoteOpen: "«", quoteClose: "»" },
  map: {
    notice: "الخريطة مقدَّمة من خدمة Google Maps التي قد تضع ملفات تعريف الارتباط الخاصة بها.",
    show: "عرض الخريطة",
    open: "فتح في Google Maps",
    newTab: "(علامة تبويب جديدة)",
  },
  video: { close: "إغلاق الفيديو" },
  hero: { practicalInfo: "معلومات عملية" },
  about: { role: "جرّاح العظام والمفاصل والرضوض" },
  faq: { more: "لديكم سؤال آخر؟", contactLink: "راسلونا" },
};

/** The Arabic pages' banners: breadcrumbs from the Arabic home, in Arabic (PageHero's props). */
export const arabicBreadcrumbs = {
  breadcrumbHomeLabel: siteWordsAr.breadcrumbs.home,
  breadcrumbHomeHref: siteWordsAr.paths.home,
  breadcrumbLabel: siteWordsAr.breadcrumbs.label,
};
