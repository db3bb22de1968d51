import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import InputAdornment from '@mui/material/InputAdornment';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { ErrorState } from '../../../components/error-state.tsx';
import { LoadingState } from '../../../components/loading-state.tsx';
import { useCourseCategories, useCourses } from '../api/academy-api.ts';
import { ALL_CATEGORIES, coursesShown } from '../course-logic.ts';
import { useAcademyTexts } from '../locales/use-academy-texts.ts';
import { CourseCard } from './course-card.tsx';

/** `/apps/academy/courses`: the courses as cards, filtered by category and title. */
export function CourseList() {
  const texts = useAcademyTexts();
  const categories = useCourseCategories();
  const courses = useCourses();
  const [category, setCategory] = useState(ALL_CATEGORIES);
  const [search, setSearch] = useState('');
  const labelId = useId();

  const all = courses.data ?? [];
  const shown = coursesShown(all, { category, search });
  const filtered = category !== ALL_CATEGORIES || search.trim() !== '';

  return (
    <Box sx={{ p: { xs: 2, md: 3 } }} data-testid="academy-courses">
      <Box sx={{ mb: 3 }}>
        <Typography variant="h4" component="h1">
          {texts.title}
        </Typography>
        <Typography color="text.secondary">{texts.subtitle}</Typography>
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mb: 3 }}>
        <FormControl size="small" sx={{ width: { xs: '100%', sm: 220 } }}>
          <InputLabel id={labelId}>{texts.category}</InputLabel>
          <Select
            labelId={labelId}
            label={texts.category}
            value={category}
            onChange={(event) => setCategory(event.target.value)}
            data-testid="academy-category"
          >
            <MenuItem value={ALL_CATEGORIES}>{texts.allCategories}</MenuItem>
            {(categories.data ?? []).map((item) => (
              <MenuItem key={item.id} value={item.value}>
                {texts.categories[item.value]}
              </MenuItem>
            ))}
          </Select>
        </FormControl>
        <TextField
          size="small"
          type="search"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          placeholder={texts.search}
          slotProps={{
            htmlInput: { 'aria-label': texts.search },
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon fontSize="small" />
                </InputAdornment>
              ),
            },
          }}
          sx={{ width: { xs: '100%', sm: 280 } }}
        />
      </Box>
      {courses.isPending || categories.isPending ? (
        <LoadingState />
      ) : courses.isError || categories.isError ? (
        <ErrorState
          title={texts.loadFailed}
          error={courses.error ?? categories.error}
          onRetry={() => void Promise.all([courses.refetch(), categories.refetch()])}
        />
      ) : shown.length === 0 ? (
        <Box sx={{ p: 4, textAlign: 'center' }} data-testid="academy-empty">
          <Typography color="text.secondary">
            {filtered ? texts.noMatch : texts.noCourses}
          </Typography>
          {filtered ? (
            <Button
              sx={{ mt: 1 }}
              onClick={() => {
                setCategory(ALL_CATEGORIES);
                setSearch('');
              }}
            >
              {texts.clearFilter}
            </Button>
          ) : null}
        </Box>
      ) : (
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: {
              xs: '1fr',
              sm: 'repeat(2, 1fr)',
              lg: 'repeat(3, 1fr)',
              xl: 'repeat(4, 1fr)',
            },
          }}
        >
          {shown.map((course) => (
            <CourseCard
              key={course.id}
              course={course}
              category={categories.data.find((item) => item.value === course.category)}
            />
          ))}
        </Box>
      )}
    </Box>
  );
}
