import type { TermsDocument } from './content';

interface TermsBodyProps {
  document: TermsDocument;
  /** The level of the section headings under the surrounding title. @default 'h2' */
  headingLevel?: 'h2' | 'h3';
}

/** The sections of the terms of use, as readable running text. */
export function TermsBody({ document, headingLevel: Heading = 'h2' }: TermsBodyProps) {
  return (
    <div data-slot="terms-body" className="flex flex-col gap-6 text-sm leading-relaxed text-foreground">
      {document.sections.map((section) => (
        <section key={section.heading} className="flex flex-col gap-2">
          <Heading className="text-base font-semibold text-foreground">{section.heading}</Heading>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph} className="text-muted-foreground">
              {paragraph}
            </p>
          ))}
        </section>
      ))}
    </div>
  );
}
