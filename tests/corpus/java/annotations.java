// Annotations (JLS 21 §9.6, §9.7): declarations with elements and defaults, marker,
// single-element and normal annotations, arrays of values, nested annotations, and
// type annotations (§9.7.4) on types, arrays, type arguments, casts, throws and
// receivers.
import java.lang.annotation.*;
import java.util.List;

@Retention(RetentionPolicy.RUNTIME)
@Target({ElementType.TYPE_USE, ElementType.METHOD, ElementType.FIELD, ElementType.PARAMETER})
@interface Tag {
    String value() default "";
    int[] numbers() default {1, 2, 3};
    Class<?> type() default Object.class;
    Retention nested() default @Retention(RetentionPolicy.CLASS);
    String CONSTANT = "c";
}

@Target(ElementType.TYPE_USE)
@interface NonNull {}

@Tag("a")
@SuppressWarnings({"unchecked", "rawtypes",})
class Annotated {
    @Tag(value = "f", numbers = {}) @Deprecated
    private @NonNull String field;
    @NonNull String @NonNull [] array;
    java.lang.@NonNull Object qualified;
    List<@NonNull String> args;

    @Override
    public String toString() { return "a"; }

    void receiver(@NonNull Annotated this, @Tag final int p) throws @NonNull RuntimeException {
        Object o = (@NonNull Object) field;
        String s = (@NonNull String) o;
        var list = new @NonNull Object();
    }

    class Inner {
        Inner(Annotated Annotated.this) {}
    }

    @Tag(type = int[].class, nested = @Retention(RetentionPolicy.SOURCE))
    <@NonNull T> void generic(T t) {}
}
