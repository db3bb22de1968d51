import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import RemoveCircleOutlineIcon from '@mui/icons-material/RemoveCircleOutlineOutlined';

/** A tick for an included feature, a muted dash for one that is not; both named for readers. */
export function FeatureCheck({ included, label }: { included: boolean; label: string }) {
  return included ? (
    <CheckCircleIcon color="success" fontSize="small" titleAccess={label} />
  ) : (
    <RemoveCircleOutlineIcon color="disabled" fontSize="small" titleAccess={label} />
  );
}
