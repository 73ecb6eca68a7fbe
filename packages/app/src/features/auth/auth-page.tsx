import type { ReactNode } from 'react';

interface AuthPageProps {
  heading: string;
  intro?: ReactNode;
  children: ReactNode;
}

/** The common outline of the public auth screens: one h1, an optional intro, then the content. */
export function AuthPage({ heading, intro, children }: AuthPageProps) {
  return (
    <div className="flex flex-col gap-6">
      <header className="flex flex-col gap-2">
        <h1 className="text-2xl font-semibold tracking-tight text-foreground">{heading}</h1>
        {intro && <p className="text-muted-foreground">{intro}</p>}
      </header>
      {children}
    </div>
  );
}
