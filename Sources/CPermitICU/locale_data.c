#include "locale_data.h"
#include <pthread.h>
#include <stdlib.h>
#include <string.h>
#include <unicode/uenum.h>
#include <unicode/uloc.h>

/// ICU's available locale names, legacy aliases included, sorted for bsearch; read once.
static char **available_names = NULL;
static size_t available_count = 0;
static pthread_once_t available_once = PTHREAD_ONCE_INIT;

static int compare_names(const void *first, const void *second) {
    return strcmp(*(char *const *)first, *(char *const *)second);
}

static void read_available_names(void) {
    UErrorCode status = U_ZERO_ERROR;
    UEnumeration *names = uloc_openAvailableByType(ULOC_AVAILABLE_WITH_LEGACY_ALIASES, &status);
    if (U_FAILURE(status)) return;
    int32_t count = uenum_count(names, &status);
    char **list = U_SUCCESS(status) && count > 0 ? calloc((size_t)count, sizeof(char *)) : NULL;
    size_t stored = 0;
    const char *name;
    int32_t length;
    while (list != NULL && stored < (size_t)count && (name = uenum_next(names, &length, &status)) != NULL
           && U_SUCCESS(status)) {
        char *copy = malloc((size_t)length + 1);
        if (copy == NULL) break;
        memcpy(copy, name, (size_t)length + 1);
        list[stored++] = copy;
    }
    uenum_close(names);
    if (list == NULL) return;
    qsort(list, stored, sizeof(char *), compare_names);
    available_names = list;
    available_count = stored;
}

UBool permit_locale_is_available(const char *base_name) {
    if (base_name[0] == 0 || strcmp(base_name, "root") == 0) return 1;
    pthread_once(&available_once, read_available_names);
    return bsearch(&base_name, available_names, available_count, sizeof(char *), compare_names) != NULL;
}

void permit_locale_base_name(const char *locale_id, char *buffer, UErrorCode *status) {
    if (U_FAILURE(*status)) return;
    int32_t length = uloc_getBaseName(locale_id, buffer, ULOC_FULLNAME_CAPACITY, status);
    if (U_SUCCESS(*status) && length >= ULOC_FULLNAME_CAPACITY) *status = U_BUFFER_OVERFLOW_ERROR;
}

void permit_locale_data_id(const char *locale_id, char *buffer, UErrorCode *status) {
    char base[ULOC_FULLNAME_CAPACITY];
    permit_locale_base_name(locale_id, base, status);
    if (U_FAILURE(*status)) return;
    if (base[0] == 0 || strcmp(base, "root") == 0) {
        strcpy(base, "root");
    } else {
        while (!permit_locale_is_available(base)) {
            char parent[ULOC_FULLNAME_CAPACITY];
            uloc_getParent(base, parent, (int32_t)sizeof parent, status);
            if (U_FAILURE(*status)) return;
            if (parent[0] == 0) {
                *status = U_MISSING_RESOURCE_ERROR;
                return;
            }
            strcpy(base, parent);
        }
    }
    const char *keywords = strchr(locale_id, '@');
    size_t base_length = strlen(base);
    size_t keywords_length = keywords != NULL ? strlen(keywords) : 0;
    if (base_length + keywords_length >= ULOC_FULLNAME_CAPACITY) {
        *status = U_BUFFER_OVERFLOW_ERROR;
        return;
    }
    memcpy(buffer, base, base_length);
    if (keywords != NULL) memcpy(buffer + base_length, keywords, keywords_length);
    buffer[base_length + keywords_length] = 0;
}
