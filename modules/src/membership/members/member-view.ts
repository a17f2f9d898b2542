import type { MemberView } from './members-queries.js';
import type { Member } from './member-contracts.js';
import { toQar } from '@gym/kernel/contracts/money';
import { displayName } from './member-names.js';

/** The API's member (spec section 3 fields; money in QAR). */
export function toMember(view: MemberView): Member {
  return {
    id: view.id,
    memberNumber: view.memberNumber,
    firstName: view.firstName,
    lastName: view.lastName,
    memberName: displayName(view),
    nameArabic: view.nameArabic,
    qatarId: view.qatarId,
    preferredLanguage: view.preferredLanguage,
    email: view.email,
    phone: view.phone,
    address: view.address,
    gender: view.gender,
    weight: view.weight,
    dateOfBirth: view.dateOfBirth,
    nationality: view.nationality,
    emergencyContact: view.emergencyContact,
    emergencyPhone: view.emergencyPhone,
    notes: view.notes,
    avatar: view.avatar,
    joinDate: view.joinDate,
    startDate: view.startDate,
    expiryDate: view.expiryDate,
    membershipId: view.planId,
    planName: view.planName,
    membershipPrice: view.membershipPrice === null ? null : toQar(view.membershipPrice),
    joiningFees: view.joiningFee === null ? null : toQar(view.joiningFee),
    registrationType: view.registrationType,
    status: view.status,
    frozenFrom: view.frozenFrom,
    frozenUntil: view.frozenUntil,
    dueAmount: toQar(view.dueAmount),
    ptDueAmount: toQar(view.ptDueAmount),
    archived: view.archived,
    fingerprintEnrolled: false,
    lastCheckIn: view.lastCheckIn ? new Date(view.lastCheckIn).toISOString() : null,
  };
}
