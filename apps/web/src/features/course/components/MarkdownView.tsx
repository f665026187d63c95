/** A listing's detail shown read-only: the editor package's markdown renderer, sanitized. */
import MDEditor from '@uiw/react-md-editor/nohighlight';
import rehypeSanitize from 'rehype-sanitize';

const MarkdownView = ({ source }: { source: string }) => (
  <div data-color-mode="light">
    <MDEditor.Markdown source={source} rehypePlugins={[[rehypeSanitize]]} />
  </div>
);

export default MarkdownView;
