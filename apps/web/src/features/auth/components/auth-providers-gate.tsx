import type { AuthProviders } from '@flockbook/contracts';
import type { ReactNode } from 'react';
import { ErrorState } from '../../../components/error-state.tsx';
import { LoadingState } from '../../../components/loading-state.tsx';
import { useAuthProviders } from '../api/get-auth-providers.ts';

export type AuthProvidersGateProps = {
  children: (providers: AuthProviders) => ReactNode;
};

/** Shows its content once the hosted sign-in services are known; loading and failure meanwhile. */
export function AuthProvidersGate({ children }: AuthProvidersGateProps) {
  const providers = useAuthProviders();
  if (providers.isPending) return <LoadingState />;
  if (providers.isError) {
    return <ErrorState error={providers.error} onRetry={() => void providers.refetch()} />;
  }
  return children(providers.data);
}
