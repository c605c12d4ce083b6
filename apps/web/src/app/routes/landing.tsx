import { Link } from 'react-router';
import heroUrl from '@/assets/hero.svg';
import { PageShell } from '@/components/layout/page-shell';
import { paths } from '@/config/paths';
import { landingContent } from '@/content/landing';
import { useDocumentTitle } from '@/lib/use-document-title';

const buttonBase =
  'inline-flex h-12 w-full items-center justify-center rounded-xl font-semibold transition-colors';

export function LandingRoute() {
  useDocumentTitle('Game speed training');
  return (
    <PageShell className="gap-8">
      <header className="flex items-center justify-between">
        <span className="text-xl font-extrabold tracking-tight">
          Game<span className="text-accent">Speed</span>
        </span>
      </header>
      <img
        src={heroUrl}
        alt="An athlete sprinting across yard lines"
        className="aspect-[3/2] w-full rounded-3xl border border-line object-cover"
        width={390}
        height={260}
      />
      <section className="flex flex-col gap-6">
        <h1 className="text-3xl font-extrabold leading-tight tracking-tight">
          {landingContent.headline}
        </h1>
        <figure className="rounded-2xl border-l-4 border-accent bg-surface p-5">
          <blockquote className="text-lg leading-relaxed text-zinc-100">
            “{landingContent.quote}”
          </blockquote>
          <figcaption className="mt-3 text-sm font-semibold text-accent">
            — {landingContent.quoteAttribution}
          </figcaption>
        </figure>
      </section>
      <div className="mt-auto flex flex-col gap-3">
        <Link
          to={paths.signup.getHref()}
          className={`${buttonBase} bg-accent text-black hover:bg-accent-strong`}
        >
          Sign Up
        </Link>
        <Link
          to={paths.login.getHref()}
          className={`${buttonBase} border border-line bg-surface-raised text-zinc-50 hover:bg-zinc-800`}
        >
          Login
        </Link>
      </div>
    </PageShell>
  );
}
