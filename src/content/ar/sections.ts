import type { FaqItem } from "@/content/faq";
import type { faqSection } from "@/content/faq";
import type { ServiceCard } from "@/content/services";
import type { servicesSection } from "@/content/services";
import { testimonials as frenchTestimonials, type Testimonial } from "@/content/testimonials";
import type { testimonialsSection } from "@/content/testimonials";
import type { ValueCard, valuesSection } from "@/content/values";

/** The Arabic home page's lists (Modern Standard Arabic), as values.ts, services.ts, testimonials.ts and faq.ts. */

export const valuesSectionAr: typeof valuesSection = {
  eyebrow: "قيمنا",
  title: "رعاية قائمة على الثقة",
  intro: "خمسة التزامات توجّه كل استشارة وكل تدخّل وكل متابعة في العيادة.",
};

export const valuesAr: ValueCard[] = [
  { icon: "heart-handshake", title: "اللطف", subtitle: "إصغاء باهتمام وشروح واضحة، لنقرّر معًا أفضل علاج." },
  { icon: "award", title: "التميّز", subtitle: "تقنيات جراحية مجرَّبة وتكوين مستمر في أفضل الممارسات." },
  { icon: "zap", title: "سرعة الاستجابة", subtitle: "مواعيد قريبة وخط هاتفي مخصّص لمستعجلات الرضوض." },
  { icon: "lightbulb", title: "الابتكار", subtitle: "جراحة طفيفة التوغّل وبالمنظار من أجل تعافٍ أسرع." },
  { icon: "hand-heart", title: "الرحمة", subtitle: "مرافقة إنسانية في كل مرحلة، من الألم إلى استعادة الحركة." },
];

export const servicesSectionAr: typeof servicesSection = {
  eyebrow: "الخدمات",
  title: "رعاية شاملة لأمراض العظام والمفاصل",
  intro: "من التشخيص إلى إعادة التأهيل، تكفّل يلائم كل مفصل وكل مريض.",
  linkLabel: "احجزوا موعدًا",
};

const appointments = "/ar/appointments";

export const servicesAr: ServiceCard[] = [
  { title: "الكسور والرضوض", subTitle: "تكفّل سريع بالكسور والخلوع وإصابات الرياضة.", icon: "bone", href: appointments },
  { title: "أمراض الركبة", subTitle: "الأربطة الصليبية، الغضاريف الهلالية، الخشونة: التنظير والمفاصل الاصطناعية.", icon: "activity", href: appointments },
  { title: "أمراض الكتف", subTitle: "الكفّة المدوّرة، عدم ثبات الكتف والكتف المؤلمة.", icon: "person-standing", href: appointments },
  { title: "القدم والكاحل", subTitle: "الالتواءات، التهابات الأوتار، إبهام القدم الأروح وتشوّهات القدم.", icon: "footprints", href: appointments },
  { title: "المتابعة بعد العملية", subTitle: "فحوصات منتظمة وتنسيق مع أخصائي الترويض الطبي.", icon: "clipboard-check", href: appointments },
  { title: "الحقن المفصلية", subTitle: "حقن موجَّهة لتخفيف آلام المفاصل بشكل دائم.", icon: "syringe", href: appointments },
  { title: "الحوض والورك", subTitle: "خشونة الورك، كسور الحوض والمفصل الاصطناعي الكامل للورك.", icon: "shield-plus", href: appointments },
];

export const testimonialsSectionAr: typeof testimonialsSection = {
  eyebrow: "آراء المرضى",
  title: "وضعوا ثقتهم فينا",
  intro: "مرضى من كل الأعمار، رياضيون ونشيطون ومتقاعدون، يحكون مسار علاجهم في العيادة.",
  reviewsClaim: "أكثر من 150 رأيًا من المرضى",
  averageLabel: "متوسط التقييم",
  average: 4.9,
};

const testimonialTexts = [
  "بعد سقوطي من الدراجة النارية، أُصبت بكسر معقّد في المعصم. أجرى لي الطبيب العملية في اليوم التالي وشرح لي كل شيء بصبر. بعد ثلاثة أشهر، عدت إلى عملي دون ألم.",
  "تمزّق في الرباط الصليبي في منتصف البطولة: ظننت أنني لن ألعب مجددًا. عملية بالمنظار، ومتابعة دقيقة جدًا، وفريق متاح دائمًا. لقد عدت إلى الملعب!",
  "كانت والدتي تعاني من ألم الورك منذ سنوات. غيّر المفصل الاصطناعي حياتها. استقبال دافئ، وشروح واضحة، ومواعيد مراقبة تحترم وقتها دائمًا.",
];
const avatarAlts = ["صورة توضيحية لكريم", "صورة توضيحية لسلمى", "صورة توضيحية لفاطمة الزهراء"];
const names = ["كريم الإدريسي", "سلمى بناني", "فاطمة الزهراء العمراني"];
const places = ["الرباط", "سلا", "تمارة"];

export const testimonialsAr: Testimonial[] = frenchTestimonials.map((testimonial, index) => ({
  ...testimonial,
  text: testimonialTexts[index] ?? testimonial.text,
  avatarAlt: avatarAlts[index] ?? testimonial.avatarAlt,
  name: names[index] ?? testimonial.name,
  place: places[index] ?? testimonial.place,
}));

export const faqSectionAr: typeof faqSection = {
  eyebrow: "أسئلة شائعة",
  title: "الأسئلة الأكثر تداولًا",
  intro: "أجوبة عن الأسئلة التي يطرحها علينا مرضانا في أغلب الأحيان قبل الاستشارة.",
};

export const faqItemsAr: FaqItem[] = [
  {
    title: "كيف أحجز موعدًا في العيادة؟",
    content: "أرسلوا طلبًا عبر استمارة المواعيد مع ذكر التاريخ والساعة اللذين يناسبانكم، أو اتصلوا بالكتابة. نعاود الاتصال بكم لتأكيد الموعد.",
  },
  {
    title: "ماذا أُحضر معي في الاستشارة الأولى؟",
    content:
      "أحضروا بطاقة التعريف، وبطاقة التأمين الصحي (AMO أو CNOPS أو CNSS أو تأمين خاص)، وصور الأشعة أو الرنين المغناطيسي أو السكانير الحديثة، ولائحة الأدوية التي تتناولونها.",
  },
  {
    title: "هل تتكفّلون بمستعجلات الرضوض؟",
    content:
      "نعم. في حالة إصابة حديثة (سقوط، التواء شديد، اشتباه في كسر)، اتصلوا برقم المستعجلات المذكور أعلى الصفحة: نوجّهكم ونستقبلكم في أقرب الآجال. وفي حالة خطر على الحياة، اتصلوا بالرقم 15 أو 141.",
  },
  {
    title: "هل تُسترجع مصاريف الاستشارات؟",
    content: "تُغطّى الاستشارات والأعمال الطبية حسب نظامكم (AMO أو CNOPS أو CNSS) وتأمينكم التكميلي. تُسلَّم لكم ورقة العلاج في كل استشارة.",
  },
  {
    title: "كم تدوم إعادة التأهيل بعد العملية؟",
    content: "تتوقّف على نوع التدخّل: بضعة أسابيع بعد التنظير، وعدة أشهر بعد تركيب مفصل اصطناعي أو ترميم رباط. يُسلَّم لكم برنامج شخصي يُعدَّل في كل فحص مراقبة.",
  },
];
