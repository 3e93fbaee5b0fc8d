#ifndef PERMIT_LOCALE_DATA_H
#define PERMIT_LOCALE_DATA_H

// Private to the shim: shared by the functions that open locale-dependent ICU services.
#include <unicode/utypes.h>

/// Sets `*status` to U_MISSING_RESOURCE_ERROR when ICU has no locale data for the language of `locale_id`, that is
/// when opening its resource bundle falls all the way back to the default locale. ICU's services open anyway in that
/// case, with root's data, which would hide a misspelled or unsupported locale. Does nothing if `*status` is already
/// a failure.
void permit_require_language_data(const char *locale_id, UErrorCode *status);

#endif
