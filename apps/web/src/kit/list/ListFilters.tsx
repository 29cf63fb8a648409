import { useId, useState, type ReactNode } from 'react';
import { Box, Button, Collapse } from '@mantine/core';
import { IconFilter } from '@tabler/icons-react';
import { PageCard } from '@/kit/PageCard';
import { useScreenLayout } from '@/platform/screen-layout';
import { FilterBar } from './FilterBar';
import { filtersSet } from './card-layout';
import type { FilterSpec, FilterValues } from './types';

/**
 * A list's filter form: a bar in a card, or on a phone a 筛选 button (saying how many filters are
 * set) that unfolds the filters stacked and folds them again on a search.
 */
export function ListFilters<F extends FilterValues>({
  specs,
  value,
  defaults,
  onSearch,
  extra,
}: {
  specs: FilterSpec<F>[];
  value: F;
  defaults: F;
  onSearch: (filters: F) => void;
  /** Beside 查询 and 重置 (常用筛选). */
  extra?: ReactNode;
}) {
  const { phone } = useScreenLayout();
  const [filtersOpen, setFiltersOpen] = useState(false);
  const filtersId = useId();
  const setCount = filtersSet(specs, value, defaults);
  return (
    <>
      {!phone && (
        <PageCard>
          <FilterBar specs={specs} value={value} defaults={defaults} onSearch={onSearch} extra={extra} />
        </PageCard>
      )}
      {phone && (
        <PageCard>
          <Button
            variant="default"
            fullWidth
            leftSection={<IconFilter size={16} />}
            aria-expanded={filtersOpen}
            aria-controls={filtersId}
            onClick={() => setFiltersOpen((o) => !o)}
          >
            {setCount ? `筛选（已设 ${setCount} 项）` : '筛选'}
          </Button>
          <Collapse expanded={filtersOpen} id={filtersId}>
            <Box pt="sm">
              <FilterBar
                stacked
                specs={specs}
                value={value}
                defaults={defaults}
                extra={extra}
                onSearch={(f) => {
                  onSearch(f);
                  setFiltersOpen(false);
                }}
              />
            </Box>
          </Collapse>
        </PageCard>
      )}
    </>
  );
}
