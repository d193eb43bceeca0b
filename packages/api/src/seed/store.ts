import { type DbOrTx, productReviews, products } from '@quanta/db';
import type { DemoPicture } from './pictures';

interface DemoReview {
  by: string;
  rating: number;
  comment: string;
}

interface DemoProduct {
  name: string;
  picture: DemoPicture;
  brand: string;
  category: string;
  price: number;
  countInStock: number;
  description: string;
  reviews: DemoReview[];
}

/** Lab kits and books the school sells, with reviews in English and Chinese. */
const demoProducts: DemoProduct[] = [
  {
    name: 'Inclined Plane Lab Kit',
    picture: 'inclined-plane.png',
    brand: 'Quanta Labs',
    category: 'Lab kits',
    price: 49.99,
    countInStock: 12,
    description:
      'An adjustable ramp, two blocks of different materials, a spring scale and a protractor: measure friction and check F = ma at home.',
    reviews: [
      { by: 'studentAmy', rating: 5, comment: 'Great for the friction homework, everything was in the box.' },
      { by: 'parentChen', rating: 4, comment: '做工不错，孩子很喜欢，就是说明书有点简单。' },
    ],
  },
  {
    name: 'Waves and Sound Experiment Set',
    picture: 'waves.png',
    brand: 'Quanta Labs',
    category: 'Lab kits',
    price: 65,
    countInStock: 5,
    description: 'A slinky, a tuning fork pair and a resonance tube for standing waves and beats.',
    reviews: [{ by: 'studentBen', rating: 3, comment: 'Fun, but the resonance tube is shorter than I expected.' }],
  },
  {
    name: '微积分入门练习册',
    picture: 'tangent.png',
    brand: 'Quanta Press',
    category: 'Books',
    price: 28.5,
    countInStock: 40,
    description: '从导数的几何意义讲起，配有 200 道分级练习题和详细解答。',
    reviews: [
      { by: 'studentCara', rating: 5, comment: '讲解很清楚，例题和课上的一样。' },
      { by: 'studentAmy', rating: 4, comment: 'Clear chapters on tangents; some answers are brief.' },
      { by: 'parentJones', rating: 2, comment: 'Too hard for grade 9 without the class.' },
    ],
  },
  {
    name: 'Electric Field Demonstration Board',
    picture: 'charges.png',
    brand: 'Quanta Labs',
    category: 'Lab kits',
    price: 120,
    countInStock: 0,
    description: 'Two charged spheres and seeds in oil show the field lines between like and unlike charges.',
    reviews: [],
  },
];

/** The demo storefront: products with their pictures, reviews, and each product's mean rating and count. */
export async function seedStore(
  tx: DbOrTx,
  ids: Map<string, string>,
  names: Map<string, string>,
  pictures: Map<DemoPicture, string>,
  now: Date,
) {
  for (const [index, p] of demoProducts.entries()) {
    const created = new Date(now.getTime() - (demoProducts.length - index) * 86_400_000);
    const ratings = p.reviews.map((r) => r.rating);
    const [row] = await tx
      .insert(products)
      .values({
        userId: ids.get('admin') ?? null,
        name: p.name,
        priceMinor: Math.round(p.price * 100),
        image: pictures.get(p.picture) ?? '',
        brand: p.brand,
        category: p.category,
        description: p.description,
        countInStock: p.countInStock,
        rating: ratings.length ? ratings.reduce((a, b) => a + b, 0) / ratings.length : 0,
        numReviews: ratings.length,
        createdAt: created,
        updatedAt: created,
      })
      .returning({ id: products.id });
    if (p.reviews.length === 0) continue;
    await tx.insert(productReviews).values(
      p.reviews.map((r, k) => ({
        productId: row!.id,
        userId: ids.get(r.by) ?? null,
        name: names.get(r.by) ?? r.by,
        rating: r.rating,
        comment: r.comment,
        createdAt: new Date(created.getTime() + (k + 1) * 3_600_000),
      })),
    );
  }
}
