import type { Video } from '@gamespeed/domain/contracts';
import { BookOpen } from 'lucide-react';
import { useId } from 'react';
import { Button } from '@/components/ui/button/button';
import { Spinner } from '@/components/ui/spinner/spinner';
import { useEducation } from '../api/get-education';
import { EducationVideoCard } from './education-video-card';

export const EDUCATION_LOADING = 'Loading content...';
export const EDUCATION_EMPTY = 'No education content available yet';

/** docs/product/screens.md 'Coach education': videos grouped by category (name, description). */
export function EducationLibrary() {
  const education = useEducation();
  const data = education.data;
  const empty = data && data.categories.length === 0 && data.uncategorized.length === 0;

  return (
    <div className="flex flex-col gap-6">
      <header>
        <h1 className="text-2xl font-bold">Education Library</h1>
        <p className="mt-1 text-sm text-muted">Tap a video to watch it.</p>
      </header>
      {education.isPending ? (
        <Spinner label={EDUCATION_LOADING} showLabel className="self-center py-10" />
      ) : education.isError ? (
        <div className="flex flex-col items-center gap-3 rounded-2xl border border-line p-6 text-center">
          <p className="text-sm text-muted">The education library could not be loaded.</p>
          <Button variant="secondary" onClick={() => void education.refetch()}>
            Try again
          </Button>
        </div>
      ) : !data || empty ? (
        <div className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-line px-6 py-10 text-center">
          <BookOpen aria-hidden className="h-10 w-10 text-zinc-600" />
          <p className="font-medium text-zinc-200">{EDUCATION_EMPTY}</p>
        </div>
      ) : (
        <>
          {data.categories.map((category) => (
            <CategorySection
              key={category.id}
              name={category.name}
              description={category.description}
              videos={category.videos}
            />
          ))}
          {data.uncategorized.length > 0 ? (
            <CategorySection
              name={data.categories.length > 0 ? 'More Videos' : 'All Videos'}
              description={null}
              videos={data.uncategorized}
            />
          ) : null}
        </>
      )}
    </div>
  );
}

function CategorySection({
  name,
  description,
  videos,
}: {
  name: string;
  description: string | null;
  videos: readonly Video[];
}) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <div>
        <h2 id={headingId} className="text-lg font-semibold text-zinc-50">
          {name}
        </h2>
        {description ? <p className="mt-0.5 text-sm text-muted">{description}</p> : null}
      </div>
      <ul className="flex flex-col gap-2">
        {videos.map((video) => (
          <EducationVideoCard key={video.id} video={video} />
        ))}
      </ul>
    </section>
  );
}
