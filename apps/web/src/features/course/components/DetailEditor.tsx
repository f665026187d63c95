/**
 * The detail field of the listing form and the detail of /course: the markdown editor and its
 * renderer come in with `import()`, so no other screen (not even /class's list before the form
 * opens) downloads them. A plain text area stands in while it loads.
 */
import { Input, Skeleton } from 'antd';
import { lazy, Suspense } from 'react';
import type { MarkdownEditorProps } from './MarkdownEditor';

const LazyEditor = lazy(() => import('./MarkdownEditor'));
const LazyView = lazy(() => import('./MarkdownView'));

export const DetailEditor = (props: MarkdownEditorProps) => (
  <Suspense
    fallback={
      <Input.TextArea
        id={props.id}
        aria-label={props.label}
        rows={10}
        value={props.value}
        onChange={(event) => props.onChange?.(event.target.value)}
      />
    }
  >
    <LazyEditor {...props} />
  </Suspense>
);

export const DetailView = ({ source }: { source: string }) => (
  <Suspense fallback={<Skeleton active paragraph={{ rows: 3 }} />}>
    <LazyView source={source} />
  </Suspense>
);
