/**
 * The listing's detail editor: @uiw/react-md-editor (markdown, with a live preview), without
 * its code highlighter. Loaded only by DetailEditor's lazy import, so only the listing form
 * downloads it. The preview drops raw HTML through rehype-sanitize.
 */
import MDEditor from '@uiw/react-md-editor/nohighlight';
import rehypeSanitize from 'rehype-sanitize';

export interface MarkdownEditorProps {
  id?: string;
  value?: string;
  onChange?: (value: string) => void;
  label: string;
}

const MarkdownEditor = ({ id, value, onChange, label }: MarkdownEditorProps) => (
  <div data-color-mode="light">
    <MDEditor
      value={value ?? ''}
      onChange={(next) => onChange?.(next ?? '')}
      height={260}
      preview="live"
      textareaProps={{ id, 'aria-label': label, maxLength: 20_000 }}
      previewOptions={{ rehypePlugins: [[rehypeSanitize]] }}
    />
  </div>
);

export default MarkdownEditor;
