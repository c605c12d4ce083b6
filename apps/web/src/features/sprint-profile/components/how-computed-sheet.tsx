import { Info } from 'lucide-react';
import { Sheet, SheetContent, SheetTrigger } from '@/components/ui/sheet/sheet';

/**
 * "How is this computed?" in plain words, with the sources (docs/product/sprint-profile.md,
 * "In plain words").
 */
export function HowComputedSheet() {
  return (
    <Sheet>
      <SheetTrigger className="inline-flex min-h-11 items-center gap-1 rounded-md text-sm font-medium text-blue-300 underline decoration-dotted underline-offset-4">
        How is this computed?
        <Info aria-hidden className="h-3.5 w-3.5" />
      </SheetTrigger>
      <SheetContent title="How is this computed?">
        <div className="flex flex-col gap-3 text-sm text-zinc-200">
          <p>
            When you sprint from a standstill your speed rises quickly at first and then levels off
            at your top speed. That curve has a well-known shape, and two numbers describe it: your
            top speed and how long you take to get close to it (time to 90 % of top speed).
          </p>
          <p>
            Your split times (for example at 10, 20 and 40 yards) are points on that curve. We find
            the one curve that passes closest to all of them. With three or more splits we also
            check that they agree with each other, and we do not show a profile when they do not.
          </p>
          <p>
            From the curve, your body mass and height, and the air you push through, we work out the
            force your legs put into the ground forwards at each moment. Against your speed it makes
            a nearly straight line: where it starts (F0, force per kilogram) says how strong your
            push is at low speed; where it ends (V0) says how fast you could still push. Low force
            for your position points to strength and power work (Gear 2); low speed to speed and
            form work (Gear 3).
          </p>
          <p>
            How the clock was started matters: a stopwatch started by hand starts a little late and
            stops a little early. We correct for it with published measurements, and we say so when
            your times are hand-timed or we were not told how they were taken.
          </p>
          <p>
            Your numbers are compared with NFL combine athletes of your position, computed the same
            way from their 10-yard split and 40: your percentile says what share of them you are
            ahead of.
          </p>
          <h3 className="font-semibold text-zinc-50">Sources</h3>
          <ul className="flex list-disc flex-col gap-1 pl-5 text-xs text-muted">
            <li>
              Samozino P et al. (2016). A simple method for measuring power, force, velocity
              properties, and mechanical effectiveness in sprint running. Scand J Med Sci Sports
              26:648–658.
            </li>
            <li>
              Morin J-B, Samozino P (2016). Interpreting power-force-velocity profiles for
              individualized and specific training. Int J Sports Physiol Perform 11:267–272.
            </li>
            <li>Jovanović M. shorts: Short Sprints (R package, MIT licence).</li>
            <li>
              Meinke AH et al. (2009); Mann JB et al. (2015): hand and electronic timing of the 40.
            </li>
            <li>NFL combine results with 10-yard splits, 2007–2026 (public nfl-draft-data).</li>
          </ul>
        </div>
      </SheetContent>
    </Sheet>
  );
}
