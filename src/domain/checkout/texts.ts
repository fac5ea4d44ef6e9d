// What a shopper is told when a car cannot be reserved or a payment does not go through (no zod: the browser imports it).
export const RESERVE_TEXT = {
  termsRequired: 'Please agree to the reservation terms.',
  justReserved: 'Sorry, someone has just reserved this car. We can help you find a similar one.',
  sold: 'Sorry, this car has been sold. We can help you find a similar one.',
  comingSoon: 'This car is not here yet, so it cannot be reserved online. Enquire and we will let you know when it arrives.',
  notReservable: 'This car cannot be reserved online. Please enquire or call us.',
  unknownCar: "We couldn't find that car. It may have been sold.",
  paymentFailed: 'Your payment did not go through, so the car is not held. Your details are still here: please try again.',
  paymentUnavailable: 'Online payment is not available right now, so the car is not held. Please try again shortly or call us.',
} as const;
