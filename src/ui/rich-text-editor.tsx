import { type FormEvent, useCallback, useEffect, useId, useRef, useState } from 'react';
import { Form, ToggleButton, Toolbar } from 'react-aria-components';
import type { LinkInfo } from '../../core/contracts/specialties/specialty-pages.contract.ts';
import { formatMessage, messages } from '../../core/domain/messages.ts';
import {
  safeImageUrl,
  safeLinkUrl,
  safeVideoEmbedUrl,
  sanitizeRichText,
} from '../../core/domain/rich-text.ts';
import { handleError } from '../lib/errors/error-handler.ts';
import type { TranslationKey } from '../lib/i18n/en-gb.ts';
import { useT } from '../lib/i18n/i18n.ts';
import { Button } from './button.tsx';
import { TextField } from './text-field.tsx';
import './rich-text.css';

type BlockFormat = 'h2' | 'h3' | 'blockquote';
type ListFormat = 'insertUnorderedList' | 'insertOrderedList';
type Insert = 'link' | 'image' | 'video';

type ToolbarState = Record<
  'bold' | 'italic' | 'underline' | 'strikeThrough' | BlockFormat | ListFormat,
  boolean
>;

/** The formatting buttons, in toolbar order; a null entry is a separator. */
const formatButtons: ({ key: keyof ToolbarState; label: TranslationKey; text: string } | null)[] = [
  { key: 'bold', label: 'SpBold', text: 'B' },
  { key: 'italic', label: 'SpItalic', text: 'I' },
  { key: 'underline', label: 'SpUnderline', text: 'U' },
  { key: 'strikeThrough', label: 'SpStrike', text: 'S' },
  null,
  { key: 'h2', label: 'SpHeading2', text: 'H2' },
  { key: 'h3', label: 'SpHeading3', text: 'H3' },
  { key: 'blockquote', label: 'SpQuote', text: '❝' },
  { key: 'insertUnorderedList', label: 'SpBulletList', text: '•' },
  { key: 'insertOrderedList', label: 'SpNumberedList', text: '1.' },
];
const blockFormats: readonly string[] = ['h2', 'h3', 'blockquote'] satisfies BlockFormat[];
const insertButtons: { insert: Insert; label: TranslationKey }[] = [
  { insert: 'link', label: 'SpInsertLink' },
  { insert: 'image', label: 'SpInsertImage' },
  { insert: 'video', label: 'SpInsertVideo' },
];

const emptyState: ToolbarState = {
  bold: false,
  italic: false,
  underline: false,
  strikeThrough: false,
  h2: false,
  h3: false,
  blockquote: false,
  insertUnorderedList: false,
  insertOrderedList: false,
};

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** execCommand is what contentEditable offers; where it is missing (tests, old engines) it reports false. */
function exec(command: string, value?: string): boolean {
  try {
    return typeof document.execCommand === 'function' && document.execCommand(command, false, value);
  } catch {
    return false;
  }
}

function queryState(command: string): boolean {
  try {
    return typeof document.queryCommandState === 'function' && document.queryCommandState(command);
  } catch {
    return false;
  }
}

function currentBlock(): string {
  try {
    return typeof document.queryCommandValue === 'function'
      ? document.queryCommandValue('formatBlock').toLowerCase().replace(/[<>]/g, '')
      : '';
  } catch {
    return '';
  }
}

export type RichTextEditorProps = {
  label: string;
  /** Sanitized HTML. */
  value: string;
  onChange: (html: string) => void;
  /** What a URL points at (type, title, video player), asked when an image or a video is inserted. */
  resolveLink: (url: string) => Promise<LinkInfo>;
};

/**
 * The specialty page editor: a contentEditable area under a toolbar (a react-aria Toolbar of toggle
 * buttons: arrow keys move between them, Tab leaves). What it reports is already the sanitized subset;
 * the server sanitizes again. Links, images and videos are inserted by URL: images and videos are
 * recognized by the link-info call (business.md §7), and only YouTube and Vimeo players are embedded.
 */
export function RichTextEditor({ label, value, onChange, resolveLink }: RichTextEditorProps) {
  const t = useT();
  const id = useId();
  const area = useRef<HTMLDivElement>(null);
  const lastEmitted = useRef<string | null>(null);
  const savedRange = useRef<Range | null>(null);
  const [state, setState] = useState<ToolbarState>(emptyState);
  const [inserting, setInserting] = useState<Insert | null>(null);
  const [url, setUrl] = useState('');
  const [altText, setAltText] = useState('');
  const [urlError, setUrlError] = useState<string | null>(null);
  const [isResolving, setResolving] = useState(false);

  // The DOM follows the value only when it changed from outside (a loaded page, a restored draft).
  useEffect(() => {
    if (!area.current || value === lastEmitted.current) return;
    area.current.innerHTML = sanitizeRichText(value);
    lastEmitted.current = value;
  }, [value]);

  const emit = useCallback(() => {
    if (!area.current) return;
    const html = sanitizeRichText(area.current.innerHTML);
    lastEmitted.current = html;
    onChange(html);
  }, [onChange]);

  const refreshState = useCallback(() => {
    const selection = document.getSelection();
    if (!area.current || !selection?.anchorNode || !area.current.contains(selection.anchorNode)) return;
    const block = currentBlock();
    setState({
      bold: queryState('bold'),
      italic: queryState('italic'),
      underline: queryState('underline'),
      strikeThrough: queryState('strikeThrough'),
      h2: block === 'h2',
      h3: block === 'h3',
      blockquote: block === 'blockquote',
      insertUnorderedList: queryState('insertUnorderedList'),
      insertOrderedList: queryState('insertOrderedList'),
    });
  }, []);

  useEffect(() => {
    document.addEventListener('selectionchange', refreshState);
    return () => document.removeEventListener('selectionchange', refreshState);
  }, [refreshState]);

  useEffect(() => {
    // New lines become paragraphs, not divs; bold and italic become tags, not style attributes.
    exec('defaultParagraphSeparator', 'p');
    exec('styleWithCSS', 'false');
  }, []);

  const run = (command: string, commandValue?: string) => {
    area.current?.focus();
    exec(command, commandValue);
    emit();
    refreshState();
  };

  const toggleBlock = (block: BlockFormat) => run('formatBlock', state[block] ? 'p' : block);

  const saveSelection = () => {
    const selection = document.getSelection();
    const range = selection && selection.rangeCount > 0 ? selection.getRangeAt(0) : null;
    savedRange.current =
      range && area.current?.contains(range.commonAncestorContainer) ? range.cloneRange() : null;
  };

  /** Puts HTML where the caret was (or at the end), through the editing commands when they exist. */
  const insertHtml = (html: string) => {
    const target = area.current;
    if (!target) return;
    target.focus();
    const selection = document.getSelection();
    if (savedRange.current && selection) {
      selection.removeAllRanges();
      selection.addRange(savedRange.current);
    }
    if (!exec('insertHTML', html)) target.insertAdjacentHTML('beforeend', html);
    emit();
  };

  const openInsert = (kind: Insert) => {
    saveSelection();
    setInserting(kind);
    setUrl('');
    setAltText('');
    setUrlError(null);
  };

  const closeInsert = () => {
    setInserting(null);
    area.current?.focus();
  };

  const invalidUrl = formatMessage(messages.InvalidUrl, { host: 'https://www.example.org' });

  const submitInsert = async (event: FormEvent) => {
    event.preventDefault();
    const typed = url.trim();
    if (!typed) {
      setUrlError(t('LinkUrlIsRequired'));
      return;
    }
    if (inserting === 'link') {
      const href = safeLinkUrl(typed);
      if (!href) {
        setUrlError(invalidUrl);
        return;
      }
      const selected =
        savedRange.current && !savedRange.current.collapsed ? savedRange.current.toString() : '';
      const text = selected || typed;
      insertHtml(`<a href="${escapeAttribute(href)}">${escapeAttribute(text)}</a>`);
      setInserting(null);
      return;
    }
    if (!/^https?:\/\//i.test(typed)) {
      setUrlError(invalidUrl);
      return;
    }
    setResolving(true);
    try {
      const info = await resolveLink(typed);
      if (inserting === 'image') {
        const src = info.contentType.startsWith('image/') ? safeImageUrl(info.url) : null;
        if (!src) {
          setUrlError(t('SpNotAnImage'));
          return;
        }
        insertHtml(`<img src="${escapeAttribute(src)}" alt="${escapeAttribute(altText.trim())}">`);
      } else {
        const embed = info.openGraph.video ? safeVideoEmbedUrl(info.openGraph.video.url) : null;
        if (!embed) {
          setUrlError(t('SpNotAVideo'));
          return;
        }
        insertHtml(
          `<iframe src="${escapeAttribute(embed)}" title="${escapeAttribute(info.title)}" allowfullscreen></iframe><p><br></p>`,
        );
      }
      setInserting(null);
    } catch (error) {
      const fields = handleError(error, { context: 'link info' });
      if (fields?.url) setUrlError(fields.url.join(' '));
    } finally {
      setResolving(false);
    }
  };

  return (
    <div className="field rich-text-field">
      <span className="field-label" id={`${id}-label`}>
        {label}
      </span>
      <div className="rich-text-editor">
        <Toolbar className="rich-text-toolbar" aria-label={t('SpToolbar')}>
          {formatButtons.map((button, index) =>
            button ? (
              <ToggleButton
                key={button.key}
                className="toolbar-button"
                aria-label={t(button.label)}
                isSelected={state[button.key]}
                onChange={() =>
                  blockFormats.includes(button.key) ? toggleBlock(button.key as BlockFormat) : run(button.key)
                }
              >
                <span aria-hidden="true">{button.text}</span>
              </ToggleButton>
            ) : (
              // biome-ignore lint/suspicious/noArrayIndexKey: separators have no identity but their place
              <span key={`separator-${index}`} className="toolbar-separator" aria-hidden="true" />
            ),
          )}
          <span className="toolbar-separator" aria-hidden="true" />
          {insertButtons.map((button) => (
            <ToggleButton
              key={button.insert}
              className="toolbar-button"
              isSelected={inserting === button.insert}
              onChange={(on) => (on ? openInsert(button.insert) : closeInsert())}
            >
              {t(button.label)}
            </ToggleButton>
          ))}
        </Toolbar>
        {inserting ? (
          <Form className="rich-text-insert form-inline" onSubmit={(event) => void submitInsert(event)}>
            <TextField
              label={t(
                inserting === 'link' ? 'SpLinkUrl' : inserting === 'image' ? 'SpImageUrl' : 'SpVideoUrl',
              )}
              type="url"
              value={url}
              onChange={(next) => {
                setUrl(next);
                setUrlError(null);
              }}
              errorMessage={urlError}
              autoFocus
            />
            {inserting === 'image' ? (
              <TextField label={t('SpImageAlt')} value={altText} onChange={setAltText} maxLength={300} />
            ) : null}
            <div className="button-row">
              <Button type="submit" isPending={isResolving}>
                {t('SpInsert')}
              </Button>
              <Button variant="secondary" onPress={closeInsert}>
                {t('Cancel')}
              </Button>
            </div>
          </Form>
        ) : null}
        {/* biome-ignore lint/a11y/useSemanticElements: a rich text area has no native element; role textbox with aria-multiline is the pattern */}
        <div
          ref={area}
          className="rich-text rich-text-area"
          role="textbox"
          aria-multiline="true"
          aria-labelledby={`${id}-label`}
          contentEditable
          suppressContentEditableWarning
          tabIndex={0}
          onInput={emit}
          onBlur={emit}
          onKeyUp={refreshState}
          onMouseUp={refreshState}
        />
      </div>
    </div>
  );
}
