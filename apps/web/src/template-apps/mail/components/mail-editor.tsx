import FormatListNumberedRtl from '@mui/icons-material/FormatListNumberedRtl';
import { useTheme } from '@mui/material/styles';
import StarterKit from '@tiptap/starter-kit';
import {
  LinkBubbleMenu,
  LinkBubbleMenuHandler,
  MenuButtonBold,
  MenuButtonBulletedList,
  MenuButtonEditLink,
  MenuButtonItalic,
  MenuButtonOrderedList,
  MenuButtonRedo,
  MenuButtonUnderline,
  MenuButtonUndo,
  MenuControlsContainer,
  MenuDivider,
  RichTextEditor,
  useRichTextEditorContext,
} from 'mui-tiptap';
import type { LinkBubbleMenuProps } from 'mui-tiptap';
import type { MailTexts } from '../locales/en.ts';

export type MailEditorProps = {
  /** The message the editor opens with (HTML): empty, or the quoted mail of a reply. */
  initialHtml: string;
  /** Called with the message as HTML, or '' when nothing is written. */
  onChange: (html: string) => void;
  label: string;
  texts: MailTexts['composeDialog']['editor'];
};

const extensions = [
  StarterKit.configure({
    // Headings, code and rules are not part of a mail's formatting.
    heading: false,
    code: false,
    codeBlock: false,
    horizontalRule: false,
    link: { openOnClick: false, autolink: true, defaultProtocol: 'https' },
  }),
  LinkBubbleMenuHandler,
];

/** The link menu, once the editor is on the page (before that its extensions are not set up). */
function LinkMenu(props: LinkBubbleMenuProps) {
  const editor = useRichTextEditorContext();
  if (!editor || editor.isDestroyed || !('linkBubbleMenuHandler' in editor.storage)) return null;
  return <LinkBubbleMenu {...props} />;
}

/**
 * The message field of the compose dialog: bold, italic, underline, lists, links, undo and redo.
 * It writes in the page's direction (right to left in Arabic), whose icons mirror with it.
 * Loaded with the compose dialog only (it is large), hence the default export.
 */
export default function MailEditor({ initialHtml, onChange, label, texts }: MailEditorProps) {
  // Undo, redo and the list icons point the way the text runs (numbers stay unmirrored).
  const rtl = useTheme().direction === 'rtl';
  const mirrored = { '& svg': { transform: rtl ? 'scaleX(-1)' : 'none' } };
  return (
    <RichTextEditor
      extensions={extensions}
      content={initialHtml}
      onUpdate={({ editor }) => onChange(editor.isEmpty ? '' : editor.getHTML())}
      editorProps={{
        attributes: {
          role: 'textbox',
          'aria-multiline': 'true',
          'aria-label': label,
          'data-testid': 'compose-message',
        },
      }}
      RichTextFieldProps={{
        variant: 'outlined',
        MenuBarProps: { stickyOffset: 0 },
      }}
      sx={{ '& .ProseMirror': { minHeight: 180 } }}
      renderControls={() => (
        <MenuControlsContainer aria-label={texts.toolbar} role="toolbar">
          <MenuButtonBold tooltipLabel={texts.bold} data-testid="compose-bold" />
          <MenuButtonItalic tooltipLabel={texts.italic} data-testid="compose-italic" />
          <MenuButtonUnderline tooltipLabel={texts.underline} data-testid="compose-underline" />
          <MenuDivider />
          <MenuButtonBulletedList sx={mirrored} tooltipLabel={texts.bulletList} />
          <MenuButtonOrderedList
            tooltipLabel={texts.orderedList}
            {...(rtl ? { IconComponent: FormatListNumberedRtl } : {})}
          />
          <MenuButtonEditLink tooltipLabel={texts.link} />
          <MenuDivider />
          <MenuButtonUndo sx={mirrored} tooltipLabel={texts.undo} />
          <MenuButtonRedo sx={mirrored} tooltipLabel={texts.redo} />
        </MenuControlsContainer>
      )}
    >
      {() => (
        <LinkMenu
          labels={{
            editLinkAddTitle: texts.linkAdd,
            editLinkEditTitle: texts.linkEdit,
            editLinkTextInputLabel: texts.linkText,
            editLinkHrefInputLabel: texts.linkAddress,
            editLinkCancelButtonLabel: texts.linkCancel,
            editLinkSaveButtonLabel: texts.linkSave,
            viewLinkEditButtonLabel: texts.linkChange,
            viewLinkRemoveButtonLabel: texts.linkRemove,
          }}
        />
      )}
    </RichTextEditor>
  );
}
