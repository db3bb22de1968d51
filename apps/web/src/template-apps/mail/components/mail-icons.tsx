import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import DraftsOutlined from '@mui/icons-material/DraftsOutlined';
import InboxOutlined from '@mui/icons-material/InboxOutlined';
import LabelImportantOutlined from '@mui/icons-material/LabelImportantOutlined';
import ReportOutlined from '@mui/icons-material/ReportOutlined';
import SendOutlined from '@mui/icons-material/SendOutlined';
import StarBorder from '@mui/icons-material/StarBorder';
import type { SvgIconComponent } from '@mui/icons-material';

/** The Material icon names the mail folders and filters use. */
const ICONS: Record<string, SvgIconComponent> = {
  inbox: InboxOutlined,
  send: SendOutlined,
  drafts: DraftsOutlined,
  report: ReportOutlined,
  delete: DeleteOutlined,
  star: StarBorder,
  label_important: LabelImportantOutlined,
};

export function MailIcon({ name }: { name: string }) {
  const Icon = ICONS[name] ?? InboxOutlined;
  return <Icon fontSize="small" />;
}
