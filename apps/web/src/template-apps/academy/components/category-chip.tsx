import type { CourseCategory } from '@flockbook/mock-api/academy';
import Chip from '@mui/material/Chip';
import { useAcademyTexts } from '../locales/use-academy-texts.ts';

/** The course's category in its own colour. */
export function CategoryChip({ category }: { category: CourseCategory | undefined }) {
  const texts = useAcademyTexts();
  if (!category) return null;
  return (
    <Chip
      size="small"
      label={texts.categories[category.value]}
      data-testid="course-category"
      sx={{
        bgcolor: category.color,
        color: (theme) => theme.palette.getContrastText(category.color),
        fontWeight: 600,
      }}
    />
  );
}
