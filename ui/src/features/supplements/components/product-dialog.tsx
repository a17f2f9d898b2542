import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { productInput } from '@gym/modules/finance/supplements/supplement-contracts';
import type { Product, ProductInput } from '@gym/modules/finance/supplements/supplement-contracts';
import { Button } from '../../../components/ui/button';
import { formFields, TextField } from '../../../components/ui/form-field';
import { Modal } from '../../../components/ui/modal';
import { toast } from '../../../components/ui/toast/toast-store';
import { isApiError } from '../../../lib/api-client';
import { useSaveProduct } from '../api/save-product';

type ProductValues = z.output<typeof productInput>;

/** Add a product, or change one (its cost moves only with purchases, so it is set here only for a new product). */
export function ProductDialog({
  open,
  product,
  onClose,
}: {
  open: boolean;
  product: Product | null;
  onClose: () => void;
}) {
  return (
    <Modal open={open} onClose={onClose} title={product ? `Edit ${product.name}` : 'Add product'} wide>
      {open ? <ProductForm product={product} onDone={onClose} /> : null}
    </Modal>
  );
}

function ProductForm({ product, onDone }: { product: Product | null; onDone: () => void }) {
  const save = useSaveProduct();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ProductInput, unknown, ProductValues>({
    resolver: zodResolver(productInput),
    defaultValues: product
      ? {
          name: product.name,
          brand: product.brand,
          category: product.category,
          barcode: product.barcode ?? '',
          sku: product.sku ?? '',
          cost: product.cost,
          price: product.price,
          taxRate: product.taxRate,
          reorderLevel: product.reorderLevel,
          active: product.active,
        }
      : { name: '', brand: '', category: '', barcode: '', sku: '', taxRate: 0, reorderLevel: 0, active: true },
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await save.mutateAsync({ id: product?.id ?? null, input: values });
      toast({ variant: 'success', title: product ? 'Product saved' : 'Product added', description: values.name });
      onDone();
    } catch (error) {
      setError('root', {
        message: (isApiError(error) && error.answer?.message) || 'The product could not be saved. Please try again.',
      });
    }
  });

  const field = formFields(register, errors);
  const number = { valueAsNumber: true } as const;
  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="grid gap-4 sm:grid-cols-2">
      <TextField label="Name" autoFocus {...field('name')} />
      <TextField label="Brand" {...field('brand')} />
      <TextField label="Category" {...field('category')} />
      <TextField label="Barcode" autoComplete="off" {...field('barcode')} />
      <TextField label="SKU" autoComplete="off" {...field('sku')} />
      <TextField label="Price (QAR)" type="number" step="0.01" {...field('price', number)} />
      <TextField
        label="Unit cost (QAR)"
        type="number"
        step="0.01"
        disabled={product !== null}
        hint={product ? 'Moves with purchases (moving average).' : 'Until the first purchase.'}
        {...field('cost', number)}
      />
      <TextField label="Tax rate (%)" type="number" step="0.01" {...field('taxRate', number)} />
      <TextField label="Reorder level" type="number" {...field('reorderLevel', number)} />
      <label className="flex items-center gap-2 self-end text-sm text-slate-800">
        <input type="checkbox" {...register('active')} className="size-4 accent-indigo-700" />
        Active (for sale)
      </label>
      {errors.root ? (
        <p role="alert" className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-900 sm:col-span-2">
          {errors.root.message}
        </p>
      ) : null}
      <div className="flex justify-end gap-2 sm:col-span-2">
        <Button variant="secondary" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" busy={isSubmitting}>
          {product ? 'Save product' : 'Add product'}
        </Button>
      </div>
    </form>
  );
}
