import { CheckCircle2, CircleDashed, XCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import { env } from '@/config/env';
import { useHealth } from '../api/get-health';
import { usePublicConfig } from '../api/get-public-config';

type Status = 'set' | 'not set' | 'checking';

function StatusRow({ name, status, detail }: { name: string; status: Status; detail?: ReactNode }) {
  const Icon = status === 'set' ? CheckCircle2 : status === 'checking' ? CircleDashed : XCircle;
  const tone =
    status === 'set' ? 'text-green-400' : status === 'checking' ? 'text-muted' : 'text-red-400';
  return (
    <li className="flex items-start justify-between gap-3 border-b border-line py-3 last:border-none">
      <div className="flex flex-col">
        <span className="font-medium">{name}</span>
        {detail ? <span className="text-sm text-muted">{detail}</span> : null}
      </div>
      <span className={`flex shrink-0 items-center gap-1.5 text-sm font-semibold ${tone}`}>
        <Icon aria-hidden className="h-4 w-4" />
        {status === 'set' ? 'Set' : status === 'checking' ? 'Checking…' : 'Not set'}
      </span>
    </li>
  );
}

/** Each client-visible setting as set or not, plus the build-mode flags (docs/product/screens.md). */
export function EnvCheckList() {
  const config = usePublicConfig();
  const health = useHealth();
  const configStatus = (value: unknown): Status =>
    config.isPending ? 'checking' : value ? 'set' : 'not set';

  return (
    <div className="flex flex-col gap-6">
      <section
        aria-labelledby="settings-heading"
        className="rounded-2xl border border-line bg-surface px-5"
      >
        <h2
          id="settings-heading"
          className="pt-4 text-sm font-semibold uppercase tracking-wide text-muted"
        >
          Settings
        </h2>
        <ul>
          <StatusRow
            name="Database service"
            status={health.isPending ? 'checking' : health.isSuccess ? 'set' : 'not set'}
            detail={
              health.isError ? 'The server cannot reach its database' : 'Reached through the API'
            }
          />
          <StatusRow
            name="API address"
            status="set"
            detail={env.apiUrlConfigured ? env.apiUrl : 'Same origin as the app'}
          />
          <StatusRow
            name="App address"
            status={configStatus(config.data?.appUrl)}
            detail={config.data?.appUrl}
          />
          <StatusRow
            name="Card payment publishable key"
            status={configStatus(config.data?.stripePublishableKey)}
            detail={
              config.data?.stripePublishableKey
                ? `${config.data.stripePublishableKey.length} characters`
                : undefined
            }
          />
        </ul>
      </section>
      <section
        aria-labelledby="build-heading"
        className="rounded-2xl border border-line bg-surface px-5"
      >
        <h2
          id="build-heading"
          className="pt-4 text-sm font-semibold uppercase tracking-wide text-muted"
        >
          Build mode
        </h2>
        <dl className="grid grid-cols-[1fr_auto] gap-y-3 py-4">
          <dt>mode</dt>
          <dd className="font-mono">{env.mode}</dd>
          <dt>dev</dt>
          <dd className="font-mono">{String(env.dev)}</dd>
          <dt>prod</dt>
          <dd className="font-mono">{String(env.prod)}</dd>
        </dl>
      </section>
    </div>
  );
}
