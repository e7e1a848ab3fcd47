import Code from '@mui/icons-material/Code';
import FormatBold from '@mui/icons-material/FormatBold';
import FormatItalic from '@mui/icons-material/FormatItalic';
import FormatListBulleted from '@mui/icons-material/FormatListBulleted';
import FormatListNumbered from '@mui/icons-material/FormatListNumbered';
import FormatQuote from '@mui/icons-material/FormatQuote';
import Redo from '@mui/icons-material/Redo';
import Title from '@mui/icons-material/Title';
import Undo from '@mui/icons-material/Undo';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
// The editor itself (tiptap's core, which @tiptap/react re-exports): no React bindings are needed for a
// toolbar and one editing surface, and leaving them out keeps their code out of the shared chunks.
import { Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';

export interface RichTextEditorProps {
  label: string;
  value: string;
  onChange: (html: string) => void;
  error?: string;
}

interface Tool {
  label: string;
  icon: ReactNode;
  run: (e: Editor) => void;
  active?: (e: Editor) => boolean;
  enabled?: (e: Editor) => boolean;
}

const TOOLS: (Tool | 'divider')[] = [
  {
    label: 'Heading',
    icon: <Title fontSize="small" />,
    run: (e) => e.chain().focus().toggleHeading({ level: 3 }).run(),
    active: (e) => e.isActive('heading'),
  },
  { label: 'Bold', icon: <FormatBold fontSize="small" />, run: (e) => e.chain().focus().toggleBold().run(), active: (e) => e.isActive('bold') },
  {
    label: 'Italic',
    icon: <FormatItalic fontSize="small" />,
    run: (e) => e.chain().focus().toggleItalic().run(),
    active: (e) => e.isActive('italic'),
  },
  { label: 'Code', icon: <Code fontSize="small" />, run: (e) => e.chain().focus().toggleCode().run(), active: (e) => e.isActive('code') },
  'divider',
  {
    label: 'Bulleted list',
    icon: <FormatListBulleted fontSize="small" />,
    run: (e) => e.chain().focus().toggleBulletList().run(),
    active: (e) => e.isActive('bulletList'),
  },
  {
    label: 'Numbered list',
    icon: <FormatListNumbered fontSize="small" />,
    run: (e) => e.chain().focus().toggleOrderedList().run(),
    active: (e) => e.isActive('orderedList'),
  },
  {
    label: 'Quote',
    icon: <FormatQuote fontSize="small" />,
    run: (e) => e.chain().focus().toggleBlockquote().run(),
    active: (e) => e.isActive('blockquote'),
  },
  'divider',
  { label: 'Undo', icon: <Undo fontSize="small" />, run: (e) => e.chain().focus().undo().run(), enabled: (e) => e.can().undo() },
  { label: 'Redo', icon: <Redo fontSize="small" />, run: (e) => e.chain().focus().redo().run(), enabled: (e) => e.can().redo() },
];

/**
 * The rich-text body of a resource or a learning path's description: tiptap with a small MUI toolbar
 * (headings, bold, italic, code, lists, quotes, undo). Its HTML is what is saved; an empty body is
 * '<p></p>' (SPEC §5.1). Loaded lazily, so the editor's code comes only with the editor.
 */
export default function RichTextBodyEditor({ label, value, onChange, error }: RichTextEditorProps) {
  const id = useId();
  const host = useRef<HTMLDivElement>(null);
  const [editor, setEditor] = useState<Editor | null>(null);
  const [, setTick] = useState(0);
  const change = useRef(onChange);
  change.current = onChange;
  const initial = useRef(value);

  useEffect(() => {
    const made = new Editor({
      element: host.current,
      extensions: [StarterKit.configure({ link: false, underline: false })],
      content: initial.current,
      editorProps: {
        attributes: {
          role: 'textbox',
          'aria-multiline': 'true',
          'aria-labelledby': `${id}-label`,
          class: 'rich-text-editor-surface',
        },
      },
      onUpdate: ({ editor: e }) => change.current(e.getHTML()),
      // The toolbar shows what is active at the cursor.
      onTransaction: () => setTick((n) => n + 1),
    });
    setEditor(made);
    return () => made.destroy();
  }, [id]);

  return (
    <div role="group" aria-labelledby={`${id}-label`}>
      <Typography id={`${id}-label`} variant="body2" color={error ? 'error' : 'text.secondary'} sx={{ mb: 0.5 }}>
        {label}
      </Typography>
      <Box
        sx={{
          border: 1,
          borderColor: error ? 'error.main' : 'divider',
          borderRadius: 1,
          '&:focus-within': { borderColor: 'primary.main', boxShadow: (t) => `0 0 0 1px ${t.palette.primary.main}` },
        }}
      >
        <Stack
          direction="row"
          role="toolbar"
          aria-label={`${label} formatting`}
          sx={{ flexWrap: 'wrap', borderBottom: 1, borderColor: 'divider', px: 0.5, py: 0.25, alignItems: 'center' }}
        >
          {TOOLS.map((tool, i) =>
            tool === 'divider' ? (
              <Divider key={i} orientation="vertical" flexItem sx={{ mx: 0.5, my: 0.5 }} />
            ) : (
              <IconButton
                key={tool.label}
                size="small"
                aria-label={tool.label}
                aria-pressed={tool.active ? Boolean(editor && tool.active(editor)) : undefined}
                disabled={!editor || (tool.enabled ? !tool.enabled(editor) : false)}
                color={editor && tool.active?.(editor) ? 'primary' : 'default'}
                onMouseDown={(e) => e.preventDefault()}
                onClick={() => editor && tool.run(editor)}
              >
                {tool.icon}
              </IconButton>
            ),
          )}
        </Stack>
        <Box
          ref={host}
          sx={{
            px: 1.5,
            minHeight: 160,
            overflowWrap: 'anywhere',
            '& .rich-text-editor-surface': { outline: 'none', minHeight: 150, py: 1 },
            '& .rich-text-editor-surface p': { my: 1 },
            '& pre': { overflowX: 'auto', bgcolor: 'grey.100', p: 1.5, borderRadius: 1 },
            '& blockquote': { borderLeft: 4, borderColor: 'divider', pl: 2, ml: 0, color: 'text.secondary' },
          }}
        />
      </Box>
      {error && <FormHelperText error>{error}</FormHelperText>}
    </div>
  );
}
