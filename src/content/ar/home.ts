import type { aboutContent, appointmentSectionContent, appointmentsPageContent, contactPageContent, ctaContent, heroContent } from "@/content/home";
import { heroContent as frenchHero } from "@/content/home";

/** The Arabic home page's sections and the Arabic inner pages' copy (Modern Standard Arabic), as src/content/home.ts. */

export const heroContentAr: typeof heroContent = {
  ...frenchHero,
  eyebrow: "جراحة العظام والمفاصل والرضوض",
  title: "استعيدوا متعة الحركة، بلا ألم",
  welcome:
    "مرحبًا بكم في العيادة. الكسور، إصابات الرياضة، خشونة مفصل الركبة أو الورك أو الكتف: نرافقكم من الفحص الأول إلى العودة إلى حياة نشيطة.",
  appointmentButton: "حجز موعد",
  videoButton: "تعرّفوا على العيادة",
  videoTitle: "تقديم العيادة بالفيديو",
  imageAlt: "رسم توضيحي لجرّاح العظام بالوزرة البيضاء وسمّاعة الطبيب حول عنقه",
  badges: {
    reviews: { value: "+150", label: "رأيًا من المرضى" },
    experience: { value: "طبيب عسكري سابق", label: "رئيس مصلحة الرضوض سابقًا" },
  },
  infoStrip: { phone: "الهاتف", urgent: "المستعجلات", location: "العنوان" },
};

export const aboutContentAr: typeof aboutContent = {
  eyebrow: "من نحن",
  title: "خبرة صقلتها خدمة المصابين",
  paragraphs: [
    "الطبيب ضابط طبيب سابق في الجيش، تولّى قيادة مصلحة جراحة العظام والرضوض في مستشفى عسكري، ثم في مركز طبي. سنوات من التكفّل بالإصابات الخطيرة، في ظروف الاستعجال وبكل صرامة، هي اليوم مصدر قوة العيادة.",
    "وهو يضع اليوم هذه الخبرة في خدمة الجميع: الرياضيين والنشيطين والمسنّين والأطفال، بالصرامة نفسها وبعناية خاصة بالإصغاء والشرح.",
  ],
  highlights: [
    "قائد سابق لمصلحة جراحة العظام والرضوض في مستشفى عسكري",
    "رئيس مصلحة سابق في مركز طبي",
    "الجراحة بالمنظار وتركيب المفاصل الاصطناعية",
    "متابعة شخصية حتى العودة إلى النشاط",
  ],
  image: "/images/site/about-doctor.svg",
  imageAlt: "رسم توضيحي للجرّاح يفحص صورة أشعة للركبة",
  badge: { value: "طبيب عسكري سابق", label: "طب الرضوض المستعجل" },
  button: "احجزوا موعدًا",
};

export const ctaContentAr: typeof ctaContent = {
  title: "لا تدعوا الألم يحدّ من حركتكم",
  text: "كثيرًا ما تكفي استشارة واحدة لوضع التشخيص والبدء في العلاج المناسب. أرسلوا طلبكم: نتصل بكم لتحديد الموعد.",
  button: "احجزوا موعدًا",
  phoneLabel: "أو اتصلوا بنا",
};

export const appointmentSectionContentAr: typeof appointmentSectionContent = {
  eyebrow: "المواعيد",
  title: "اطلبوا استشارتكم",
  intro: "أدخلوا معلوماتكم والموعد الذي يناسبكم: تتصل بكم الكتابة لتأكيده.",
  hoursTitle: "أوقات عمل العيادة",
  urgentTitle: "حالة مستعجلة؟",
  urgentText: "إصابة حديثة أو اشتباه في كسر: اتصلوا مباشرة.",
};

export const appointmentsPageContentAr: typeof appointmentsPageContent = {
  title: "حجز موعد",
  intro: "خطّطوا لاستشارتكم في جراحة العظام والرضوض: ألم في المفاصل، كسر، إصابة رياضية، رأي جراحي أو متابعة بعد العملية.",
  steps: [
    { title: "أرسلوا طلبكم", text: "اختاروا التاريخ والساعة اللذين يناسبانكم." },
    { title: "نتصل بكم", text: "تؤكّد الكتابة الموعد عبر الهاتف." },
    { title: "احضروا الاستشارة", text: "أحضروا فحوصاتكم الحديثة وبطاقة التأمين الصحي." },
  ],
  formTitle: "طلب موعدكم",
  contactTitle: "تواصلوا معنا",
};

export const contactPageContentAr: typeof contactPageContent = {
  title: "اتصلوا بنا",
  intro: "لديكم سؤال عن استشارة أو وثيقة أو متابعة؟ راسلونا، ونجيبكم في غضون 48 ساعة من أيام العمل.",
  formTitle: "أرسلوا إلينا رسالة",
  detailsTitle: "معلومات الاتصال بالعيادة",
  mapTitle: "موقعنا",
};

/** The Arabic pages' own lines that the French pages write in their JSX. */
export const arabicPageLines = {
  appointments: {
    eyebrow: "استشارة جراحة العظام",
    steps: "المراحل",
    requiredNote: "الحقول المشار إليها بعلامة النجمة إلزامية.",
    preferCalling: "تفضّلون الاتصال؟ تجيبكم الكتابة خلال أوقات العمل.",
  },
  contact: {
    eyebrow: "اتصل بنا",
    secretariat: "تجيبكم الكتابة خلال أوقات العمل.",
    allRequired: "جميع الحقول إلزامية. في حالة الاستعجال، اتصلوا بنا مباشرة.",
    mapFrameTitle: "خريطة الوصول إلى {practice}",
  },
  privacy: { eyebrow: "القانون 09-08", summary: "المحتويات", writeToUs: "راسلونا" },
  servicesCarousel: "خدماتنا",
  notFound: "الصفحة المطلوبة غير موجودة أو تم نقلها.",
};
