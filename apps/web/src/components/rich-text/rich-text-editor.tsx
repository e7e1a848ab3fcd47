import Code from '@mui/icons-material/Code';
import FormatBold from '@mui/icons-material/FormatBold';
import FormatItalic from '@mui/icons-material/FormatItalic';
import FormatListBulleted from '@mui/icons-material/FormatListBulleted';
import FormatListNumbered from '@mui/icons-material/FormatListNumbered';
import FormatQuote from '@mui/icons-material/FormatQuote';
import InsertLink from '@mui/icons-material/InsertLink';
import LinkOff from '@mui/icons-material/LinkOff';
import Redo from '@mui/icons-material/Redo';
import Title from '@mui/icons-material/Title';
import Undo from '@mui/icons-material/Undo';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
// The editor itself, without tiptap's React bindings: they would share code with the charts' chunks
// and make every dashboard's first load heavier (decision 0017's budgets).
import { Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect, useId, useReducer, useRef, useState, type ReactNode } from 'react';

export interface RichTextEditorFieldProps {
  label: string;
  /** HTML; read once when the editor starts (it then owns the text). */
  initialHtml: string;
  onChange: (html: string) => void;
  error?: string;
  helperText?: string;
}

const isHttps = (url: string) => /^https:\/\/[^\s/$.?#].[^\s]*$/i.test(url.trim());

function Tool({
  label,
  active,
  disabled,
  onClick,
  children,
}: {
  label: string;
  active?: boolean;
  disabled?: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <Tooltip title={label}>
      <span>
        <IconButton
          size="small"
          aria-label={label}
          aria-pressed={active === undefined ? undefined : active}
          disabled={disabled}
          color={active ? 'primary' : 'default'}
          // Keep the text's selection: the button acts on it.
          onMouseDown={(e) => e.preventDefault()}
          onClick={onClick}
        >
          {children}
        </IconButton>
      </span>
    </Tooltip>
  );
}

/**
 * A rich text field: tiptap (its starter kit) under a small MUI toolbar: headings, bold, italic, code, lists,
 * quotes, https links, undo and redo. Loaded lazily by the forms that use it, so the editor's code never
 * weighs on a page's first screen. The API sanitises what it gets, and pages sanitise again to show it.
 */
export default function RichTextEditorField({
  label,
  initialHtml,
  onChange,
  error,
  helperText,
}: RichTextEditorFieldProps) {
  const id = useId();
  const host = useRef<HTMLDivElement>(null);
  const [editor, setEditor] = useState<Editor | null>(null);
  const [, rerender] = useReducer((n: number) => n + 1, 0);
  const [link, setLink] = useState<string | null>(null);
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  const initial = useRef(initialHtml);

  useEffect(() => {
    if (!host.current) return;
    const created = new Editor({
      element: host.current,
      extensions: [
        StarterKit.configure({
          heading: { levels: [2, 3] },
          link: { openOnClick: false, autolink: true, protocols: ['https'], defaultProtocol: 'https' },
        }),
      ],
      content: initial.current,
      editorProps: {
        attributes: { role: 'textbox', 'aria-multiline': 'true', 'aria-labelledby': `${id}-label` },
      },
      onUpdate: ({ editor: e }) => onChangeRef.current(e.getHTML()),
      onTransaction: () => rerender(),
    });
    setEditor(created);
    return () => created.destroy();
  }, [id]);

  // The message belongs to the text box itself, for screen readers.
  useEffect(() => {
    const dom = editor?.view.dom;
    if (!dom) return;
    if (error) {
      dom.setAttribute('aria-invalid', 'true');
      dom.setAttribute('aria-describedby', `${id}-help`);
    } else {
      dom.removeAttribute('aria-invalid');
      if (!helperText) dom.removeAttribute('aria-describedby');
      else dom.setAttribute('aria-describedby', `${id}-help`);
    }
  }, [editor, error, helperText, id]);

  const run = (action: (e: Editor) => void) => () => {
    if (editor) action(editor);
  };
  const is = (name: string, attrs?: Record<string, unknown>) => Boolean(editor?.isActive(name, attrs));
  const addLink = () => {
    if (!editor || link === null || !isHttps(link)) return;
    editor.chain().focus().extendMarkRange('link').setLink({ href: link.trim() }).run();
    setLink(null);
  };

  return (
    <div>
      <Typography id={`${id}-label`} variant="body2" color={error ? 'error' : 'text.secondary'} sx={{ mb: 0.5 }}>
        {label}
      </Typography>
      <Box
        sx={{
          border: 1,
          borderColor: error ? 'error.main' : 'divider',
          borderRadius: 1,
          '&:focus-within': { borderColor: error ? 'error.main' : 'primary.main', boxShadow: 1 },
        }}
      >
        <Stack
          direction="row"
          role="toolbar"
          aria-label={`${label}: formatting`}
          sx={{ flexWrap: 'wrap', alignItems: 'center', px: 0.5, py: 0.25, borderBottom: 1, borderColor: 'divider' }}
        >
          <Tool
            label="Heading"
            active={is('heading', { level: 3 })}
            onClick={run((e) => e.chain().focus().toggleHeading({ level: 3 }).run())}
          >
            <Title fontSize="small" />
          </Tool>
          <Tool label="Bold" active={is('bold')} onClick={run((e) => e.chain().focus().toggleBold().run())}>
            <FormatBold fontSize="small" />
          </Tool>
          <Tool label="Italic" active={is('italic')} onClick={run((e) => e.chain().focus().toggleItalic().run())}>
            <FormatItalic fontSize="small" />
          </Tool>
          <Tool label="Code" active={is('code')} onClick={run((e) => e.chain().focus().toggleCode().run())}>
            <Code fontSize="small" />
          </Tool>
          <Divider orientation="vertical" flexItem sx={{ mx: 0.5 }} />
          <Tool
            label="Bulleted list"
            active={is('bulletList')}
            onClick={run((e) => e.chain().focus().toggleBulletList().run())}
          >
            <FormatListBulleted fontSize="small" />
          </Tool>
          <Tool
            label="Numbered list"
            active={is('orderedList')}
            onClick={run((e) => e.chain().focus().toggleOrderedList().run())}
          >
            <FormatListNumbered fontSize="small" />
          </Tool>
          <Tool
            label="Quote"
            active={is('blockquote')}
            onClick={run((e) => e.chain().focus().toggleBlockquote().run())}
          >
            <FormatQuote fontSize="small" />
          </Tool>
          <Divider orientation="vertical" flexItem sx={{ mx: 0.5 }} />
          {is('link') ? (
            <Tool label="Remove link" onClick={run((e) => e.chain().focus().extendMarkRange('link').unsetLink().run())}>
              <LinkOff fontSize="small" />
            </Tool>
          ) : (
            <Tool label="Add link" onClick={() => setLink('https://')}>
              <InsertLink fontSize="small" />
            </Tool>
          )}
          <Tool label="Undo" disabled={!editor?.can().undo()} onClick={run((e) => e.chain().focus().undo().run())}>
            <Undo fontSize="small" />
          </Tool>
          <Tool label="Redo" disabled={!editor?.can().redo()} onClick={run((e) => e.chain().focus().redo().run())}>
            <Redo fontSize="small" />
          </Tool>
        </Stack>
        {link !== null && (
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            spacing={1}
            sx={{ p: 1, borderBottom: 1, borderColor: 'divider' }}
          >
            <TextField
              size="small"
              label="Link address"
              autoFocus
              fullWidth
              value={link}
              onChange={(e) => setLink(e.target.value)}
              onKeyDown={(e) => {
                if (e.key === 'Enter') {
                  e.preventDefault();
                  addLink();
                }
                if (e.key === 'Escape') setLink(null);
              }}
              error={link.length > 8 && !isHttps(link)}
              helperText={
                link.length > 8 && !isHttps(link)
                  ? 'Please enter a valid link starting with https://'
                  : 'Select the words first, then add the link'
              }
            />
            <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
              <Button onClick={addLink} disabled={!isHttps(link)}>
                Add
              </Button>
              <Button color="inherit" onClick={() => setLink(null)}>
                Cancel
              </Button>
            </Stack>
          </Stack>
        )}
        <Box
          ref={host}
          sx={{
            '& .ProseMirror': {
              minHeight: 140,
              px: 1.5,
              py: 1,
              outline: 'none',
              overflowWrap: 'anywhere',
              '& p': { my: 0.75 },
              '& ul, & ol': { pl: 3 },
              '& blockquote': { borderLeft: 3, borderColor: 'divider', pl: 1.5, ml: 0, color: 'text.secondary' },
              '& a': { color: 'primary.main' },
            },
          }}
        />
      </Box>
      {(error ?? helperText) && (
        <FormHelperText id={`${id}-help`} error={Boolean(error)}>
          {error ?? helperText}
        </FormHelperText>
      )}
    </div>
  );
}
