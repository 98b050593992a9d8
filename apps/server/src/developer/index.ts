/**
 * What the developer domain offers the others, without its repositories: the points of a
 * review (an application's and an agent version's share them), applications as stored (the
 * admin's review and the seeds), and who uploaded an image (an agent's pictures must be its
 * developer's).
 */
import type { Queryable } from '../db/database.ts';
import { certificationRepository } from './repository/certification.ts';
import { imagesRepository } from './repository/images.ts';
import { reviewPointsRepository } from './repository/review-points.ts';

export type { Decision, ReviewSubject } from './repository/review-points.ts';

type Certification = ReturnType<typeof certificationRepository>;

/** a review's points: what to fix, and what the developer says they fixed */
export function reviewPoints(
  db: Queryable,
): Pick<ReturnType<typeof reviewPointsRepository>, 'insertPoints' | 'markAddressed' | 'pointsOf'> {
  return reviewPointsRepository(db);
}

/** developer applications: read one, and (the seeds) file, decide and certify */
export function applications(
  db: Queryable,
): Pick<
  Certification,
  | 'findApplication'
  | 'insertApplication'
  | 'resubmitApplication'
  | 'reviewApplication'
  | 'certifyDeveloper'
> {
  return certificationRepository(db);
}

/** the images a developer uploaded */
export function uploadedImages(
  db: Queryable,
): Pick<ReturnType<typeof imagesRepository>, 'uploadedBy'> {
  return imagesRepository(db);
}
