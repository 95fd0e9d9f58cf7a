import { cloneElement, Fragment, type ReactElement, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** <name>text</name> in a catalogue text; names are letters or digits, never nested. */
const TAG = /<([a-z0-9]+)>(.*?)<\/\1>/gi;

/**
 * A catalogue text with simple markup rendered as React elements: `<gold>fast</gold>` becomes
 * the element given for `gold`, with the text as its children. Everything else stays text (never
 * HTML), so a translation cannot inject markup. It covers the catalogues' needs (links and
 * emphasis around a phrase) in a few lines instead of react-i18next's Trans parser, which would
 * weigh on every page's first load.
 */
export function RichText({
  i18nKey,
  values,
  components,
}: {
  i18nKey: string;
  values?: Record<string, string | number>;
  components: Record<string, ReactElement<{ children?: ReactNode }>>;
}) {
  const { t } = useTranslation();
  return <>{renderMarkup(t(i18nKey, values ?? {}), components)}</>;
}

export function renderMarkup(text: string, components: Record<string, ReactElement<{ children?: ReactNode }>>) {
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(TAG)) {
    const [whole, name = '', inner = ''] = match;
    parts.push(text.slice(last, match.index));
    const element = components[name];
    parts.push(
      element ? (
        cloneElement(element, { key: `${name}-${match.index}` }, inner)
      ) : (
        <Fragment key={match.index}>{inner}</Fragment>
      ),
    );
    last = match.index + whole.length;
  }
  parts.push(text.slice(last));
  return parts;
}
