#ifndef PERMIT_LOCALE_DATA_H
#define PERMIT_LOCALE_DATA_H

// Private to the shim: what the functions that open locale-dependent ICU services share.
//
// ICU keeps every resource bundle it is asked for in a process-wide cache that is never trimmed, an entry even
// for a name it has no bundle for (about 220 bytes each, and about 700 for a number formatter's data). Locale IDs
// that come from outside (an Accept-Language header) must therefore never reach ures_open or a service's open
// as they are: a million distinct tags would grow the process by hundreds of megabytes. These functions reduce
// any ID to one of the few hundred names ICU has data for before anything is opened.
#include <unicode/utypes.h>

/// Writes to `buffer` (ULOC_FULLNAME_CAPACITY bytes) the base name of `locale_id` (its keywords removed); fails with
/// U_BUFFER_OVERFLOW_ERROR when it does not fit. Does nothing if `*status` is already a failure.
void permit_locale_base_name(const char *locale_id, char *buffer, UErrorCode *status);

/// Whether `base_name` (an ICU locale ID without keywords) names a resource bundle of ICU's own: one of its
/// available locales, legacy aliases such as "zh_TW" and "iw" included. Root ("" or "root") counts.
UBool permit_locale_is_available(const char *base_name);

/// Writes to `buffer` (ULOC_FULLNAME_CAPACITY bytes) the ID to open ICU's services with for `locale_id`: its base
/// name cut back subtag by subtag (as uloc_getParent does, and as ICU's own fallback does) to the nearest name
/// ICU has data for, with the keywords kept: "en_US_1994@numbers=arab" gives "en_US@numbers=arab". Root stays
/// root ("root"). Fails with U_MISSING_RESOURCE_ERROR when ICU has no data for the language of `locale_id` (ICU's
/// services would open anyway, with the default locale's data, hiding a misspelled or unsupported locale). Does
/// nothing if `*status` is already a failure.
void permit_locale_data_id(const char *locale_id, char *buffer, UErrorCode *status);

#endif
