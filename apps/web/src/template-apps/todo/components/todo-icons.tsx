import CheckCircleOutline from '@mui/icons-material/CheckCircleOutlineOutlined';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import ErrorOutline from '@mui/icons-material/ErrorOutlineOutlined';
import ScheduleOutlined from '@mui/icons-material/ScheduleOutlined';
import StarBorder from '@mui/icons-material/StarBorder';
import TodayOutlined from '@mui/icons-material/TodayOutlined';
import ViewListOutlined from '@mui/icons-material/ViewListOutlined';
import type { SvgIconComponent } from '@mui/icons-material';

/** The Material icon names the to-do folders and filters use. */
const ICONS: Record<string, SvgIconComponent> = {
  view_list: ViewListOutlined,
  star: StarBorder,
  error: ErrorOutline,
  schedule: ScheduleOutlined,
  today: TodayOutlined,
  check_circle: CheckCircleOutline,
  delete: DeleteOutlined,
};

export function TodoIcon({ name }: { name: string }) {
  const Icon = ICONS[name] ?? ViewListOutlined;
  return <Icon fontSize="small" />;
}
