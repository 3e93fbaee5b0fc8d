#include "CPermitICU.h"
#include "locale_data.h"
#include <string.h>
#include <unicode/uloc.h>
#include <unicode/ures.h>
#include <unicode/ustring.h>

int32_t permit_locale_canonicalize(const char *locale_id, char *buffer, int32_t capacity, int32_t *status) {
    return uloc_canonicalize(locale_id, buffer, capacity, (UErrorCode *)status);
}

int32_t permit_locale_to_language_tag(const char *locale_id, char *buffer, int32_t capacity, int32_t *status) {
    return uloc_toLanguageTag(locale_id, buffer, capacity, /* strict */ 1, (UErrorCode *)status);
}

int32_t permit_locale_for_language_tag(
    const char *tag, char *buffer, int32_t capacity, int32_t *parsed_length, int32_t *status) {
    return uloc_forLanguageTag(tag, buffer, capacity, parsed_length, (UErrorCode *)status);
}

int32_t permit_locale_base_name_of(const char *locale_id, char *buffer, int32_t capacity, int32_t *status) {
    return uloc_getBaseName(locale_id, buffer, capacity, (UErrorCode *)status);
}

int32_t permit_locale_add_likely_subtags(const char *locale_id, char *buffer, int32_t capacity, int32_t *status) {
    return uloc_addLikelySubtags(locale_id, buffer, capacity, (UErrorCode *)status);
}

int32_t permit_locale_minimize_subtags(const char *locale_id, char *buffer, int32_t capacity, int32_t *status) {
    return uloc_minimizeSubtags(locale_id, buffer, capacity, (UErrorCode *)status);
}

int32_t permit_locale_display_name(
    const char *locale_id, const char *display_locale_id, uint16_t *buffer, int32_t capacity, int32_t *status) {
    // The names come from the display locale's data: open the nearest bundle ICU has, root when it has none.
    char display_data_id[ULOC_FULLNAME_CAPACITY];
    UErrorCode data_status = U_ZERO_ERROR;
    permit_locale_data_id(display_locale_id, display_data_id, &data_status);
    if (U_FAILURE(data_status)) strcpy(display_data_id, "root");
    return uloc_getDisplayName(locale_id, display_data_id, (UChar *)buffer, capacity, (UErrorCode *)status);
}

/// Copies `text` into `buffer` by ICU's output convention: returns its length, NUL-terminates when there is room,
/// and reports U_BUFFER_OVERFLOW_ERROR when it does not fit.
static int32_t copy_out(const char *text, char *buffer, int32_t capacity, UErrorCode *status) {
    int32_t length = (int32_t)strlen(text);
    if (length > capacity) {
        *status = U_BUFFER_OVERFLOW_ERROR;
        return length;
    }
    memcpy(buffer, text, (size_t)length);
    if (length < capacity) buffer[length] = 0;
    else *status = U_STRING_NOT_TERMINATED_WARNING;
    return length;
}

int32_t permit_locale_cldr_parent(const char *locale_id, char *buffer, int32_t capacity, int32_t *status) {
    UErrorCode *error = (UErrorCode *)status;
    if (U_FAILURE(*error)) return 0;

    // A name ICU has no bundle for is never opened (see locale_data.h): its parent is the truncated ID, as in ICU's
    // own fallback.
    char base[ULOC_FULLNAME_CAPACITY];
    permit_locale_base_name(locale_id, base, error);
    if (U_FAILURE(*error)) return 0;
    if (base[0] == 0 || strcmp(base, "root") == 0) return copy_out("", buffer, capacity, error);
    if (!permit_locale_is_available(base)) return uloc_getParent(base, buffer, capacity, error);

    UErrorCode open_status = U_ZERO_ERROR;
    UResourceBundle *bundle = ures_open(NULL, base, &open_status);
    if (U_FAILURE(open_status)) {
        *error = open_status;
        return 0;
    }
    int32_t length = 0;
    if (open_status == U_ZERO_ERROR) {
        // The bundle is the locale's own. Its %%Parent counts only when it is in this bundle: ures_getStringByKey
        // also finds the key in ancestors (zh_Hant_HK would report zh_Hant's parent, root) and says so with
        // U_USING_FALLBACK_WARNING or U_USING_DEFAULT_WARNING.
        UErrorCode key_status = U_ZERO_ERROR;
        int32_t parent_length = 0;
        const UChar *parent = ures_getStringByKey(bundle, "%%Parent", &parent_length, &key_status);
        if (key_status == U_ZERO_ERROR && parent != NULL) {
            char parent_id[ULOC_FULLNAME_CAPACITY];
            if (parent_length >= (int32_t)sizeof parent_id) {
                *error = U_INTERNAL_PROGRAM_ERROR;
            } else {
                u_UCharsToChars(parent, parent_id, parent_length);
                parent_id[parent_length] = 0;
                length = copy_out(strcmp(parent_id, "root") == 0 ? "" : parent_id, buffer, capacity, error);
            }
            ures_close(bundle);
            return length;
        }
        // Truncate the bundle's own name, which differs from locale_id when locale_id is an alias (zh_TW).
        UErrorCode name_status = U_ZERO_ERROR;
        const char *actual = ures_getLocaleByType(bundle, ULOC_ACTUAL_LOCALE, &name_status);
        if (U_SUCCESS(name_status) && actual != NULL && strcmp(actual, "root") != 0) {
            length = uloc_getParent(actual, buffer, capacity, error);
        } else {
            length = copy_out("", buffer, capacity, error);
        }
    } else {
        // No bundle of its own after all: the parent is the truncated ID, as in ICU's own fallback.
        length = uloc_getParent(base, buffer, capacity, error);
    }
    ures_close(bundle);
    return length;
}

int32_t permit_locale_has_own_data(const char *locale_id, int32_t *status) {
    UErrorCode *error = (UErrorCode *)status;
    if (U_FAILURE(*error)) return 0;
    char base[ULOC_FULLNAME_CAPACITY];
    permit_locale_base_name(locale_id, base, error);
    if (U_FAILURE(*error)) return 0;
    return permit_locale_is_available(base) ? 1 : 0;
}
