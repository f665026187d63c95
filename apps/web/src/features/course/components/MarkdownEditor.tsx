/**
 * The listing's detail editor: @uiw/react-md-editor (markdown, with a live preview), without
 * its code highlighter. Loaded only by DetailEditor's lazy import, so only the listing form
 * downloads it. Tab leaves the text (keyboard users are not trapped); the toolbar speaks
 * Chinese in zh (the package's own Chinese commands); the preview drops raw HTML through
 * rehype-sanitize.
 */

import * as zhCommands from '@uiw/react-md-editor/commands-cn';
import MDEditor from '@uiw/react-md-editor/nohighlight';
import { useTranslation } from 'react-i18next';
import rehypeSanitize from 'rehype-sanitize';

export interface MarkdownEditorProps {
  id?: string;
  value?: string;
  onChange?: (value: string) => void;
  label: string;
}

const MarkdownEditor = ({ id, value, onChange, label }: MarkdownEditorProps) => {
  const { i18n } = useTranslation();
  const zh = i18n.language.startsWith('zh');
  return (
    <div data-color-mode="light">
      <MDEditor
        value={value ?? ''}
        onChange={(next) => onChange?.(next ?? '')}
        height={260}
        preview="live"
        defaultTabEnable
        {...(zh ? { commands: zhCommands.getCommands(), extraCommands: zhCommands.getExtraCommands() } : {})}
        textareaProps={{ id, 'aria-label': label, maxLength: 20_000 }}
        previewOptions={{ rehypePlugins: [[rehypeSanitize]] }}
      />
    </div>
  );
};

export default MarkdownEditor;
