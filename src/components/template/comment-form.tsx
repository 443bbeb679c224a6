"use client";

import { useState, useSyncExternalStore } from "react";
import clsx from "clsx";
import { Send } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Field, inputClasses } from "@/components/ui/field";

/** Where a visitor who ticks the box keeps their name and e-mail (spec §5). */
export const rememberedAuthorKey = "blog-comment-author";

type Author = { name: string; email: string };
type Message = { text: string; error: boolean };

function parseAuthor(stored: string | null): Author | null {
  try {
    const parsed: unknown = JSON.parse(stored ?? "null");
    if (parsed && typeof parsed === "object") {
      const { name, email } = parsed as Record<string, unknown>;
      if (typeof name === "string" && typeof email === "string") return { name, email };
    }
  } catch {
    // Unreadable value: start with an empty form.
  }
  return null;
}

function subscribeToStorage(onChange: () => void) {
  window.addEventListener("storage", onChange);
  return () => window.removeEventListener("storage", onChange);
}

/**
 * The blog's reply form (spec §5): comment, name and e-mail required; the box keeps the name and
 * e-mail in this browser for next time. The spec shows no server behind it, so nothing is sent:
 * the visitor is told so instead of being promised a publication.
 */
export function CommentForm() {
  // The page is prerendered: the remembered author is only known in the browser, after hydration.
  const stored = useSyncExternalStore(subscribeToStorage, () => window.localStorage.getItem(rememberedAuthorKey), () => null);
  const [message, setMessage] = useState<Message | null>(null);
  return <CommentFields key={stored ?? ""} remembered={parseAuthor(stored)} message={message} onMessage={setMessage} />;
}

type CommentFieldsProps = {
  remembered: Author | null;
  message: Message | null;
  onMessage: (message: Message) => void;
};

function CommentFields({ remembered, message, onMessage }: CommentFieldsProps) {
  const [author, setAuthor] = useState<Author>(remembered ?? { name: "", email: "" });
  const [comment, setComment] = useState("");
  const [remember, setRemember] = useState(remembered !== null);

  function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!comment.trim() || !author.name.trim() || !author.email.trim()) {
      onMessage({ text: "Veuillez remplir tous les champs obligatoires.", error: true });
      return;
    }
    if (remember) window.localStorage.setItem(rememberedAuthorKey, JSON.stringify({ name: author.name.trim(), email: author.email.trim() }));
    else window.localStorage.removeItem(rememberedAuthorKey);
    setComment("");
    onMessage({ text: "Merci pour votre message. Les commentaires ne sont pas encore publiés en ligne sur ce site.", error: false });
  }

  return (
    <form method="post" onSubmit={onSubmit} className="grid gap-5" aria-labelledby="reply-title">
      <Field label="Commentaire" htmlFor="comment-text" required>
        <textarea id="comment-text" name="comment" rows={6} required value={comment} onChange={(event) => setComment(event.target.value)} className={`${inputClasses} resize-y`} />
      </Field>
      <div className="grid gap-5 sm:grid-cols-2">
        <Field label="Nom" htmlFor="comment-name" required>
          <input
            id="comment-name"
            name="name"
            autoComplete="name"
            required
            value={author.name}
            onChange={(event) => setAuthor((current) => ({ ...current, name: event.target.value }))}
            className={inputClasses}
          />
        </Field>
        <Field label="E-mail" htmlFor="comment-email" required>
          <input
            id="comment-email"
            name="email"
            type="email"
            autoComplete="email"
            required
            value={author.email}
            onChange={(event) => setAuthor((current) => ({ ...current, email: event.target.value }))}
            className={inputClasses}
          />
        </Field>
      </div>
      <label className="flex items-start gap-3 text-[15px] text-ink-600">
        <input type="checkbox" checked={remember} onChange={(event) => setRemember(event.target.checked)} className="mt-1 size-4 shrink-0 accent-primary-700" />
        Enregistrer mon nom et mon e-mail dans ce navigateur pour mon prochain commentaire.
      </label>
      <div role="status" aria-live="polite">
        {message && (
          <p
            className={clsx(
              "rounded-lg border px-4 py-3 text-sm font-medium",
              message.error ? "border-danger-600/30 bg-danger-50 text-danger-700" : "border-primary-200 bg-primary-50 text-primary-800",
            )}
          >
            {message.text}
          </p>
        )}
      </div>
      <Button type="submit" size="lg" className="justify-self-start">
        Publier le commentaire
        <Send className="size-4" aria-hidden="true" />
      </Button>
    </form>
  );
}
