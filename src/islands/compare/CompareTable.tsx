import type { CompareRow, FeatureRow } from '#src/domain/compare/compare.ts';
import { publicTenant } from 'virtual:public-tenant';
import Picture from '#src/components/Picture.tsx';
import SaveCarButton from '../favourites/SaveCarButton.tsx';
import type { LoadedCar } from './compare-cars.ts';

type Props = { cars: LoadedCar[]; rows: CompareRow[]; features: FeatureRow[]; onlyDifferences: boolean; onRemove: (id: string) => void; siteSlug: string };

const cell = 'border-b border-black/10 p-3 align-top';
const differs = 'bg-amber-50';

/** The cars side by side: a column per car (photo, title, remove), a row per spec and feature; differing rows marked. */
export default function CompareTable({ cars, rows, features, onlyDifferences, onRemove, siteSlug }: Props) {
  const shownRows = onlyDifferences ? rows.filter((row) => row.differs) : rows;
  const shownFeatures = onlyDifferences ? features.filter((row) => row.differs) : features;
  return (
    // Its Remove buttons and links let the keyboard scroll it sideways: no tab stop of its own.
    <div className="overflow-x-auto" role="region" aria-label="Comparison table, scrolls sideways">
      <table className="w-full min-w-[40rem] table-fixed border-collapse text-left">
        <caption className="sr-only">The cars side by side. Rows where they differ are marked.</caption>
        <thead>
          <tr>
            <td className={`${cell} w-40`}></td>
            {cars.map((car) => (
              <th key={car.id} scope="col" className={cell}>
                {car.photo && (
                  <Picture
                    source={car.photo}
                    layout="card"
                    images={publicTenant.images}
                    alt=""
                    eager
                    className="mb-2 aspect-[3/2] w-full rounded-tenant object-cover"
                  />
                )}
                {car.href && car.state === 'available' ? (
                  <a className="font-semibold hover:underline" href={car.href}>
                    {car.title}
                  </a>
                ) : (
                  <span className="font-semibold">{car.title}</span>
                )}
                {car.state === 'sold' && <p className="mt-1 font-semibold text-red-800">This car has since sold.</p>}
                {car.state === 'gone' && <p className="mt-1 font-semibold text-red-800">This car is no longer available.</p>}
                {car.similarHref && (
                  <a className="mt-1 block text-sm underline" href={car.similarHref}>
                    Find Me Something Similar
                  </a>
                )}
                {car.save && (
                  <SaveCarButton
                    entry={car.save.entry}
                    visibility={car.save.visibility}
                    siteSlug={siteSlug}
                    title={car.title}
                    className="btn btn-outline mt-2 w-full text-sm"
                  />
                )}
                <button type="button" className="btn btn-outline mt-2 w-full text-sm" onClick={() => onRemove(car.id)}>
                  Remove<span className="sr-only">: {car.title}</span>
                </button>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {shownRows.map((row) => (
            <tr key={row.label} className={row.differs ? differs : undefined} data-differs={row.differs || undefined}>
              <th scope="row" className={`${cell} font-medium`}>
                {row.label}
                {row.differs && <span className="block text-xs font-normal text-amber-900">Differs</span>}
              </th>
              {row.values.map((value, index) => (
                <td key={cars[index]!.id} className={cell}>
                  {value ?? <span aria-label="none">&mdash;</span>}
                </td>
              ))}
            </tr>
          ))}
          {shownFeatures.length > 0 && (
            <tr>
              <th scope="rowgroup" colSpan={cars.length + 1} className={`${cell} pt-6 text-lg font-semibold`}>
                Features
              </th>
            </tr>
          )}
          {shownFeatures.map((row) => (
            <tr key={row.feature} className={row.differs ? differs : undefined} data-differs={row.differs || undefined}>
              <th scope="row" className={`${cell} font-medium`}>
                {row.feature}
                {row.differs && <span className="block text-xs font-normal text-amber-900">Differs</span>}
              </th>
              {row.has.map((has, index) => (
                <td key={cars[index]!.id} className={cell}>
                  {has ? <span aria-label="Yes">&#10003;</span> : <span aria-label="No">&mdash;</span>}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
