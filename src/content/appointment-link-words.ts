import type { AppointmentStatus, PatientAction } from "@/schemas/appointment";
import type { ManageErrorCode } from "@/schemas/appointment-link";

/**
 * The words of the patient's appointment page, /rendez-vous/gerer/{token} and /ar/… (decision 050),
 * in French and in Morocco's Arabic. Times are the practice's ("heure du Maroc").
 */

export type AppointmentLinkWords = {
  locale: "fr" | "ar";
  pageTitle: string;
  invalidTitle: string;
  invalidText: (phone: string) => string;
  heading: string;
  details: { date: string; time: string; doctor: string; visit: string; address: string; phone: string; status: string };
  moroccoTime: string;
  statuses: Record<AppointmentStatus, string>;
  done: Record<PatientAction, string>;
  errors: Record<ManageErrorCode, string>;
  cutOffNote: (limit: string) => string;
  tooLate: (phone: string) => string;
  cancelledNote: string;
  bookAgain: string;
  bookAgainHref: string;
  confirm: string;
  move: string;
  cancel: string;
  back: string;
  cancelTitle: string;
  cancelReason: string;
  cancelSubmit: string;
  moveTitle: string;
  moveIntro: (type: string, minutes: number) => string;
  doctorFilter: string;
  sameDoctor: (name: string) => string;
  allDoctors: string;
  previousDays: string;
  nextDays: string;
  slotsOf: (day: string) => string;
  noSlots: string;
  chosenTitle: string;
  chosen: (day: string, time: string, doctor: string) => string;
  moveSubmit: string;
  otherSlot: string;
  nextSlots: string;
  slotLabel: (day: string, time: string, doctor: string) => string;
  otherLanguage: { label: string; lang: "fr" | "ar" };
  callUs: string;
};

export const appointmentLinkWordsFr: AppointmentLinkWords = {
  locale: "fr",
  pageTitle: "Votre rendez-vous",
  invalidTitle: "Lien non valide",
  invalidText: (phone) => `Ce lien n'est pas valide ou a expiré. Pour toute question sur un rendez-vous, appelez le cabinet au ${phone}.`,
  heading: "Votre rendez-vous",
  details: { date: "Date", time: "Heure", doctor: "Médecin", visit: "Consultation", address: "Adresse", phone: "Téléphone du cabinet", status: "Statut" },
  moroccoTime: "heure du Maroc",
  statuses: {
    a_confirmer: "En attente de confirmation par le cabinet",
    planifie: "Réservé",
    confirme: "Confirmé",
    arrive: "Vous êtes arrivé(e)",
    vu: "Consultation effectuée",
    absent: "Absence",
    annule: "Annulé",
  },
  done: {
    confirme: "Merci, votre venue est confirmée.",
    annule: "Votre rendez-vous est annulé. Le créneau est libéré pour un autre patient.",
    deplace: "Votre rendez-vous est déplacé. Voici le nouveau créneau.",
  },
  errors: {
    tard: "Il est trop tard pour modifier ce rendez-vous en ligne.",
    creneau: "Ce créneau n'est pas proposé. Choisissez-en un dans la liste.",
    limite: "Trop de tentatives. Réessayez dans quelques minutes.",
    motif: "Choisissez la raison de l'annulation.",
    confirmer: "Ce rendez-vous ne peut pas être confirmé en ligne.",
    deplacer: "Ce rendez-vous ne peut pas être déplacé en ligne.",
    pris: "Ce créneau vient d'être pris. Choisissez-en un autre.",
    erreur: "Une erreur est survenue. Réessayez, ou appelez le cabinet.",
  },
  cutOffNote: (limit) => `Vous pouvez annuler ou déplacer ce rendez-vous en ligne jusqu'au ${limit}.`,
  tooLate: (phone) => `Il est trop tard pour annuler ou déplacer ce rendez-vous en ligne. Appelez le cabinet au ${phone}.`,
  cancelledNote: "Ce rendez-vous est annulé.",
  bookAgain: "Prendre un autre rendez-vous",
  bookAgainHref: "/appointments",
  confirm: "Confirmer ma venue",
  move: "Déplacer le rendez-vous",
  cancel: "Annuler le rendez-vous",
  back: "Retour au rendez-vous",
  cancelTitle: "Annuler le rendez-vous",
  cancelReason: "Pourquoi annulez-vous ?",
  cancelSubmit: "Confirmer l'annulation",
  moveTitle: "Choisir un nouveau créneau",
  moveIntro: (type, minutes) => `${type}, ${minutes} min. Les heures sont celles du Maroc.`,
  doctorFilter: "Médecin",
  sameDoctor: (name) => `${name} seulement`,
  allDoctors: "Tous les médecins",
  previousDays: "Jours précédents",
  nextDays: "Jours suivants",
  slotsOf: (day) => `Créneaux du ${day}`,
  noSlots: "Aucun créneau libre sur ces jours. Voyez les jours suivants.",
  chosenTitle: "Confirmer le nouveau créneau",
  chosen: (day, time, doctor) => `Nouveau créneau : ${day} à ${time} (heure du Maroc), avec ${doctor}.`,
  moveSubmit: "Confirmer le déplacement",
  otherSlot: "Choisir un autre créneau",
  nextSlots: "Créneaux suivants",
  slotLabel: (day, time, doctor) => `${day}, ${time}, ${doctor}`,
  otherLanguage: { label: "النسخة العربية", lang: "ar" },
  callUs: "Appeler le cabinet",
};

export const appointmentLinkWordsAr: AppointmentLinkWords = {
  locale: "ar",
  pageTitle: "موعدكم",
  invalidTitle: "رابط غير صالح",
  invalidText: (phone) => `هذا الرابط غير صالح أو انتهت صلاحيته. لأي استفسار حول موعد، اتصلوا بالعيادة على الرقم ${phone}.`,
  heading: "موعدكم",
  details: { date: "التاريخ", time: "الساعة", doctor: "الطبيب", visit: "الاستشارة", address: "العنوان", phone: "هاتف العيادة", status: "الحالة" },
  moroccoTime: "بتوقيت المغرب",
  statuses: {
    a_confirmer: "في انتظار تأكيد العيادة",
    planifie: "محجوز",
    confirme: "مؤكد",
    arrive: "وصلتم إلى العيادة",
    vu: "تمت الاستشارة",
    absent: "غياب",
    annule: "ملغى",
  },
  done: {
    confirme: "شكرا، تم تأكيد حضوركم.",
    annule: "تم إلغاء موعدكم. أصبح الموعد متاحا لمريض آخر.",
    deplace: "تم تغيير موعدكم. هذا هو الموعد الجديد.",
  },
  errors: {
    tard: "فات الأوان لتعديل هذا الموعد عبر الإنترنت.",
    creneau: "هذا الموعد غير متاح. اختاروا موعدا من القائمة.",
    limite: "محاولات كثيرة. أعيدوا المحاولة بعد بضع دقائق.",
    motif: "اختاروا سبب الإلغاء.",
    confirmer: "لا يمكن تأكيد هذا الموعد عبر الإنترنت.",
    deplacer: "لا يمكن تغيير هذا الموعد عبر الإنترنت.",
    pris: "تم حجز هذا الموعد للتو. اختاروا موعدا آخر.",
    erreur: "حدث خطأ. أعيدوا المحاولة أو اتصلوا بالعيادة.",
  },
  cutOffNote: (limit) => `يمكنكم إلغاء هذا الموعد أو تغييره عبر الإنترنت حتى ${limit}.`,
  tooLate: (phone) => `فات الأوان لإلغاء هذا الموعد أو تغييره عبر الإنترنت. اتصلوا بالعيادة على الرقم ${phone}.`,
  cancelledNote: "هذا الموعد ملغى.",
  bookAgain: "حجز موعد آخر",
  bookAgainHref: "/ar/appointments",
  confirm: "تأكيد حضوري",
  move: "تغيير الموعد",
  cancel: "إلغاء الموعد",
  back: "العودة إلى الموعد",
  cancelTitle: "إلغاء الموعد",
  cancelReason: "لماذا تلغون الموعد؟",
  cancelSubmit: "تأكيد الإلغاء",
  moveTitle: "اختيار موعد جديد",
  moveIntro: (type, minutes) => `${type}، ${minutes} دقيقة. الأوقات بتوقيت المغرب.`,
  doctorFilter: "الطبيب",
  sameDoctor: (name) => `${name} فقط`,
  allDoctors: "جميع الأطباء",
  previousDays: "الأيام السابقة",
  nextDays: "الأيام التالية",
  slotsOf: (day) => `مواعيد يوم ${day}`,
  noSlots: "لا توجد مواعيد متاحة في هذه الأيام. اطلعوا على الأيام التالية.",
  chosenTitle: "تأكيد الموعد الجديد",
  chosen: (day, time, doctor) => `الموعد الجديد: ${day} على الساعة ${time} (بتوقيت المغرب)، مع ${doctor}.`,
  moveSubmit: "تأكيد التغيير",
  otherSlot: "اختيار موعد آخر",
  nextSlots: "المواعيد التالية",
  slotLabel: (day, time, doctor) => `${day}، ${time}، ${doctor}`,
  otherLanguage: { label: "Version française", lang: "fr" },
  callUs: "الاتصال بالعيادة",
};
