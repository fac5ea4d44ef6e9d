// Spec 2 section 4: "A test-drive booking button replaces finance when a test-drive condition holds for the car",
// e.g. the 'Test Drive Only' tag. The condition is the car's tag being one of the tenant's
// bookings.testDrive.replacesFinanceTags (any case); the car must be in stock to be driven.

/** The test drive page, as the default menus link it. */
export const BOOK_TEST_DRIVE_PATH = '/book-test-drive';

/**
 * Whether the test-drive button takes finance's place for this car.
 * @example testDriveReplacesFinance({ tag: 'test drive only', status: 'in_stock' }, ['Test Drive Only']) // true
 * @example testDriveReplacesFinance({ tag: 'runout sale', status: 'in_stock' }, ['Test Drive Only']) // false
 */
export function testDriveReplacesFinance(car: { tag: string | null; status: string }, tags: readonly string[]): boolean {
  if (car.status !== 'in_stock' || !car.tag) return false;
  const tag = car.tag.trim().toLowerCase();
  return tags.some((entry) => entry.trim().toLowerCase() === tag);
}

/**
 * The test drive page for one car (its form starts on the car).
 * @example bookTestDriveHref('400002') // '/book-test-drive?car_id=400002'
 */
export const bookTestDriveHref = (carId: string): string => `${BOOK_TEST_DRIVE_PATH}?car_id=${encodeURIComponent(carId)}`;
