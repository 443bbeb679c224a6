import type { Metadata } from "next";
import Link from "next/link";
import { ArrowLeft, CalendarClock, FolderHeart, ShieldCheck, UsersRound } from "@/components/ui/icons";
import { getPractice } from "@/server/practice";
import { Logo } from "@/components/site/logo";
import { LoginForm } from "@/components/login/login-form";
import { pageMetadata } from "@/components/site/page-metadata";
import { Illustration } from "@/components/site/illustration";

export function generateMetadata(): Metadata {
  return {
    ...pageMetadata(getPractice(), { page: "Connexion", path: "/login", description: "Connexion à l'espace professionnel du cabinet." }),
    robots: { index: false, follow: false },
  };
}

const features = [
  { icon: FolderHeart, text: "Dossiers patients et rendez-vous" },
  { icon: CalendarClock, text: "Demandes de rendez-vous reçues en ligne" },
  { icon: UsersRound, text: "Comptes du personnel (administrateurs)" },
];

/** Staff login ('Connexion'), outside the public site's layout. */
export default function LoginPage() {
  const practice = getPractice();
  return (
    <div className="grid min-h-dvh bg-white lg:grid-cols-[1.05fr_1fr]">
      <aside className="relative isolate hidden overflow-hidden bg-linear-to-br from-primary-700 via-primary-800 to-primary-950 p-12 text-white lg:flex lg:flex-col xl:p-16">
        <svg className="pointer-events-none absolute inset-0 -z-10 size-full" preserveAspectRatio="xMidYMid slice" viewBox="0 0 800 900" aria-hidden="true">
          <circle cx="760" cy="60" r="240" fill="#2679c0" opacity="0.35" />
          <circle cx="760" cy="60" r="320" fill="none" stroke="#80bbe6" strokeOpacity="0.2" />
          <circle cx="40" cy="880" r="220" fill="#22a08d" opacity="0.22" />
        </svg>
        <Logo doctorName={practice.doctorName} tone="light" />
        <div className="mt-auto">
          <Illustration src="/images/site/login-illustration.svg" alt="" width={460} height={300} className="mb-10 w-full max-w-[460px]" />
          <p className="text-sm font-bold tracking-[0.14em] text-accent-200 uppercase">Espace PRO</p>
          <p className="mt-3 max-w-md font-display text-4xl leading-tight font-extrabold">L&apos;espace de travail de l&apos;équipe du cabinet</p>
          <ul className="mt-8 grid gap-4">
            {features.map(({ icon: Icon, text }) => (
              <li key={text} className="flex items-center gap-3 text-primary-50">
                <span className="grid size-10 place-items-center rounded-xl bg-white/10 text-accent-300 ring-1 ring-white/15">
                  <Icon className="size-5" aria-hidden="true" />
                </span>
                {text}
              </li>
            ))}
          </ul>
        </div>
      </aside>

      <main id="main" className="flex flex-col px-5 py-8 sm:px-10 lg:px-16">
        <div className="flex items-center justify-between gap-4">
          <div className="lg:hidden">
            <Logo doctorName={practice.doctorName} />
          </div>
          <Link href="/" className="ml-auto inline-flex items-center gap-2 text-sm font-semibold text-ink-600 hover:text-primary-700">
            <ArrowLeft className="size-4" aria-hidden="true" />
            Retour au site
          </Link>
        </div>
        <div className="mx-auto my-auto w-full max-w-md py-12">
          <span className="grid size-14 place-items-center rounded-2xl bg-primary-50 text-primary-700">
            <ShieldCheck className="size-7" aria-hidden="true" />
          </span>
          <h1 className="mt-6 text-4xl font-extrabold tracking-tight">Connexion</h1>
          <p className="mt-3 mb-8 text-ink-600">Connectez-vous avec l&apos;adresse e-mail de votre compte du cabinet.</p>
          <LoginForm />
          <p id="aide-connexion" className="mt-8 rounded-2xl bg-ink-50 p-5 text-sm leading-relaxed text-ink-600">
            <strong className="font-semibold text-ink-800">Mot de passe oublié ?</strong> Demandez à un administrateur du cabinet de
            réinitialiser votre accès. Pour des raisons de sécurité, aucun mot de passe n&apos;est envoyé par e-mail.
          </p>
        </div>
        <p className="text-center text-sm text-ink-500">© 2026 {practice.siteName}</p>
      </main>
    </div>
  );
}
